"""``python -m kawu.bench``: runs :mod:`kawu.measure.bench` under its short name."""

from kawu.measure.bench import main

if __name__ == "__main__":
    main()
