"""Work that runs on a thread of its own, so that the window stays responsive meanwhile: a
``QObject`` worker (a card-pool import, the computer's thought) moved onto a new ``QThread``,
whose signals bring its results back to the GUI thread."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, SignalInstance


def start_worker_thread(
    worker: QObject,
    run: Callable[[], None],
    finished: SignalInstance,
    parent: QObject,
    name: str,
) -> QThread:
    """Move ``worker`` onto a new thread named ``name`` and call ``run`` there; the thread
    ends when ``finished`` is emitted and is deleted then.

    The worker belongs to Python (whoever started it holds it): it must be let go only after
    :meth:`QThread.wait`, because ``finished`` arrives while the thread is still ending.
    Deleting it from Qt's side as well (``deleteLater`` on the worker's thread) would race with
    Python deleting it on the GUI thread."""
    thread = QThread(parent)
    thread.setObjectName(name)
    worker.moveToThread(thread)
    thread.started.connect(run)
    finished.connect(thread.quit)
    thread.finished.connect(thread.deleteLater)
    thread.start()
    return thread
