"""``python -m kawu.bench``: runs :mod:`kawu.lab.bench` under its short name."""

from kawu.lab.bench import main

if __name__ == "__main__":
    main()
