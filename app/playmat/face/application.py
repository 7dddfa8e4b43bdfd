"""A Qt application for drawing without windows: fonts, painters and PDF writers need one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication


def gui_application() -> QCoreApplication:
    """The running Qt application, or a new one on the offscreen platform when none runs (the
    command line prints PDFs without a display)."""
    running = QGuiApplication.instance()
    if running is not None:
        return running
    return QGuiApplication(["playmat", "-platform", "offscreen"])
