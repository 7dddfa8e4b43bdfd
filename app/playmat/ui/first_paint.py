"""Noticing a window's first paint, for ``playmat --smoke`` and the start-up benchmark (which
uses this same module for the bare ``QMainWindow`` it compares Playmat with).

Importing this module loads only Qt's core; it must stay that light.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer

#: When this module was imported: the clock's start where the system can't say when the
#: process started.
_IMPORTED = time.monotonic()


def process_age_ms() -> float:
    """Milliseconds since this process started (Linux tells; elsewhere, since Playmat's code
    started running)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            # Field 22, the start in clock ticks after boot; the name in field 2 may hold spaces.
            start_ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
        started = start_ticks / os.sysconf("SC_CLK_TCK")
        return (time.clock_gettime(time.CLOCK_BOOTTIME) - started) * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        return (time.monotonic() - _IMPORTED) * 1000


class FirstPaint(QObject):
    """Calls ``callback`` once, as soon as ``widget`` has painted for the first time and the
    paint has reached the screen (the next turn of the event loop after the paint event)."""

    def __init__(self, widget: QObject, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return False
