"""The games' options: frozen values with named, defaulted fields (kawu's rules by default),
checked when made. The house rules among them are ``engine/house.py``'s."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from kawu.engine import house
from kawu.engine.errors import OptionError, brief

QUEEN_RULES = ("free", "after_hearts", "breaks_hearts")
MOON_RULES = ("add_to_others", "subtract_from_self", "best_for_shooter")
HEARTS_TARGETS = (100, 50, 150)


@dataclass(frozen=True, slots=True)
class HeartsOptions:
    """Rule variants. Defaults are kawu's rules; the house rules (``engine/house.py``) follow."""

    target: int = 100
    queen: str = "free"
    moon: str = "add_to_others"
    jack_of_diamonds: bool = False
    pass_directions: tuple[str, ...] = house.DEFAULT_DIRECTIONS
    pass_count: int = 3
    first_trick_points: bool = False
    hearts_lead: str = "broken"
    first_lead: str = "two_clubs"
    points: str = "standard"
    no_tricks_bonus: bool = False

    def __post_init__(self) -> None:
        if type(self.target) is not int or self.target not in HEARTS_TARGETS:
            raise OptionError(
                f"hearts target must be one of {HEARTS_TARGETS}, not {self.target!r}",
                option="target", value=brief(self.target),
            )  # fmt: skip
        if self.queen not in QUEEN_RULES:
            raise OptionError(
                f"hearts queen rule must be one of {QUEEN_RULES}, not {self.queen!r}",
                option="queen", value=brief(self.queen),
            )  # fmt: skip
        if self.moon not in MOON_RULES:
            raise OptionError(
                f"hearts moon rule must be one of {MOON_RULES}, not {self.moon!r}",
                option="moon", value=brief(self.moon),
            )  # fmt: skip
        if not isinstance(self.jack_of_diamonds, bool):
            raise OptionError(
                f"hearts jack_of_diamonds must be true or false, not {self.jack_of_diamonds!r}",
                option="jack_of_diamonds", value=brief(self.jack_of_diamonds),
            )  # fmt: skip
        for name in house.HEARTS_HOUSE:
            object.__setattr__(self, name, house.check_hearts_value(name, getattr(self, name)))
        house.check_hearts_combination(self)

    def to_json(self) -> dict[str, Any]:
        """The options as a record and a view keep them: kawu's every time, a house rule only
        when it is not its default (so a default game's record and views are what they were)."""
        return house.record_options("hearts", self.full_json())

    def full_json(self) -> dict[str, Any]:
        """Every option, house rules included (``describe``'s defaults)."""
        out = asdict(self)
        out["pass_directions"] = list(self.pass_directions)
        return out


SPADES_TARGETS = (500, 300, 250)


@dataclass(frozen=True, slots=True)
class SpadesOptions:
    """Rule variants; the defaults are kawu's rules (500, no blind nil, no mercy rule), then the
    house rules (``engine/house.py``), all off by default."""

    target: int = 500
    blind_nil: bool = False
    mercy: bool = False
    nil_value: int = 100
    bag_penalty: str = "ten_for_100"
    nil_tricks: str = "bags"
    spades_lead: str = "broken"
    first_lead: str = "dealer_left"

    def __post_init__(self) -> None:
        if type(self.target) is not int or self.target not in SPADES_TARGETS:
            raise OptionError(
                f"spades target must be one of {SPADES_TARGETS}, not {self.target!r}",
                option="target", value=brief(self.target),
            )  # fmt: skip
        if not isinstance(self.blind_nil, bool):
            raise OptionError(
                f"spades blind_nil must be true or false, not {self.blind_nil!r}",
                option="blind_nil", value=brief(self.blind_nil),
            )  # fmt: skip
        if not isinstance(self.mercy, bool):
            raise OptionError(
                f"spades mercy must be true or false, not {self.mercy!r}",
                option="mercy", value=brief(self.mercy),
            )  # fmt: skip
        for name in house.SPADES_HOUSE:
            house.check_spades_value(name, getattr(self, name))

    def to_json(self) -> dict[str, Any]:
        """The options as a record and a view keep them: kawu's every time, a house rule only
        when it is not its default (so a default game's record and views are what they were)."""
        return house.record_options("spades", self.full_json())

    def full_json(self) -> dict[str, Any]:
        """Every option, house rules included (``describe``'s defaults)."""
        return asdict(self)
