"""The computer thinks on a worker thread, so the table stays responsive while it does.

The thought (:class:`~playmat.play.client.Thought`) works on its own copy of the game and
knows nothing of Qt; this wraps it in a ``QObject`` whose signal hands the finished thought
back to the GUI thread, where the decision is made. The game itself is only ever changed on
the GUI thread.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal, Slot

from playmat.play.client import Thought

log = logging.getLogger(__name__)


class ThoughtWorker(QObject):
    """Runs one thought when :meth:`run` is called on its thread; emits :attr:`finished` once,
    with the thought (done, or without a decision if it failed)."""

    finished = Signal(object)

    def __init__(self, thought: Thought) -> None:
        super().__init__()
        self.thought = thought

    @Slot()
    def run(self) -> None:
        try:
            self.thought.run()
        except Exception:
            # A bug in a computer player: keep the traceback; the game waits, unchanged.
            log.exception("the computer failed to decide")
        finally:
            self.finished.emit(self.thought)
