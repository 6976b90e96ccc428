"""``python -m kawu.arena``: runs :mod:`kawu.measure.arena` under its short name."""

from kawu.measure.arena import main

if __name__ == "__main__":
    main()
