"""Playmat's icon, from the pictures in ``resources/icons/`` (drawn by installer/make_icons.py,
which also writes the .ico and .icns the desktop bundles use)."""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from playmat.paths import RESOURCES_DIR

ICONS_DIR = RESOURCES_DIR / "icons"


def app_icon() -> QIcon:
    """Three fanned cards, each size drawn on its own."""
    icon = QIcon()
    for picture in sorted(ICONS_DIR.iterdir(), key=lambda file: file.name):
        pixmap = QPixmap()
        if picture.name.endswith(".png") and pixmap.loadFromData(picture.read_bytes()):
            icon.addPixmap(pixmap)
    return icon
