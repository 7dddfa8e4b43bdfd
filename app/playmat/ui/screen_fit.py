"""Windows open inside the screen's available area (the desktop minus task bars), whatever
size they would like."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room left around a window that fills the screen (its frame and title bar).
MARGIN = 24


def available_area(widget: QWidget) -> QRect:
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Give ``window`` the size it would like, or the most of the available area it can
    have, and place it inside that area (centred when it was outside)."""
    area = available_area(window)
    width = max(min(width, area.width() - MARGIN), window.minimumWidth())
    height = max(min(height, area.height() - 2 * MARGIN), window.minimumHeight())
    window.resize(width, height)
    frame = QRect(window.pos(), window.size())
    if not area.contains(frame):
        frame.moveCenter(area.center())
        frame.moveTop(max(frame.top(), area.top()))
        frame.moveLeft(max(frame.left(), area.left()))
        window.move(frame.topLeft())
