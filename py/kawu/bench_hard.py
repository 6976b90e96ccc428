"""``python -m kawu.bench_hard``: runs :mod:`kawu.lab.bench_hard` under its short name."""

from kawu.lab.bench_hard import main

if __name__ == "__main__":
    main()
