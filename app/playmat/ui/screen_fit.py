"""Windows open inside the screen's available area (the desktop less its panels), whatever
size they would like: a window asks for its size here, and gets at most the room there is."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room left for a window's frame and title bar, which the window manager adds.
FRAME = 40


def available_area(widget: QWidget) -> QRect:
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` the size it would like, or as much of the available area as it can
    have; the window manager places it inside that area."""
    area = available_area(window)
    window.resize(
        max(min(width, area.width() - FRAME // 2), window.minimumWidth()),
        max(min(height, area.height() - FRAME), window.minimumHeight()),
    )
