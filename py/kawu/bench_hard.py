"""``python -m kawu.bench_hard``: runs :mod:`kawu.measure.bench_hard` under its short name."""

from kawu.measure.bench_hard import main

if __name__ == "__main__":
    main()
