from kawu import api


def test_a_new_hearts_game_starts_in_the_pass_phase() -> None:
    view = api.view(api.new_game("hearts", seed=1), 0)
    assert view["phase"] == "pass"
    assert len(view["hand"]) == 13
