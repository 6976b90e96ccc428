"""``python -m kawu.arena``: runs :mod:`kawu.lab.arena` under its short name."""

from kawu.lab.arena import main

if __name__ == "__main__":
    main()
