"""The arena's batches of deals on a Dask cluster: ``python -m kawu.arena ... --cluster ADDRESS``.

Dask rather than Ray: ``dask`` and ``distributed`` are pure-Python wheels on PyPI for every Python
kawu supports (3.11 to 3.14), installed with pip like our other test tools (their few compiled
dependencies, psutil, msgpack, pyyaml, tornado, have wheels for these Pythons), a local cluster is
a few processes started from Python with no daemon or service of its own, and a batch is a plain
function call (``client.map``). Ray ships one large binary wheel per platform and Python, with its
own daemons (raylet, GCS), and had none for Python 3.14 when this was written
(docs/bot-lab.md says how that was checked).

The workers must import kawu (the same version): on a local cluster they share this environment.
Each batch is ``botrun.play_batch``, answered in order, so the table is the same as ``--jobs``'s.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kawu.measure.botrun import Mapper, play_batch

#: Seconds to wait for the scheduler to answer.
CONNECT = 10


class ClusterError(RuntimeError):
    """The cluster named cannot be reached."""


def mapper(address: Any) -> Mapper:
    """Batches played on the cluster whose scheduler is at ``address`` (or a ``LocalCluster``,
    or anything ``distributed.Client`` accepts), answers in the batches' order."""

    def run(specs: list[dict[str, Any]], source: str, limit: float) -> Iterable[dict[str, Any]]:
        from distributed import Client

        try:
            client = Client(address, timeout=CONNECT)  # type: ignore[no-untyped-call]
        except (OSError, TimeoutError) as e:
            raise ClusterError(f"no Dask scheduler answers at {address} ({e})") from None
        with client:
            futures = client.map(play_batch, specs, source=source, limit=limit, pure=False)
            for future in futures:
                yield future.result()

    return run
