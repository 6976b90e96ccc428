"""kawu's card table: Hearts and Spades rules, computer players, and the JSON API the page calls."""

__version__ = "1.0.0"
