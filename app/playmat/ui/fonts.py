"""The GUI's typefaces: the fonts Playmat ships (:mod:`playmat.fonts`), loaded into Qt, so every
window looks the same on every system, including one without any fonts installed.

The application font is DejaVu Sans with every other shipped font after it as a fallback, so
Qt takes a letter DejaVu Sans lacks from a font dropped into ``resources/fonts/``.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from playmat.fonts import MAIN_FAMILY, all_faces


@cache
def shipped_families() -> dict[str, str]:
    """Every shipped font file loaded into Qt (once): file name -> its family."""
    families: dict[str, str] = {}
    for face in all_faces():
        font_id = QFontDatabase.addApplicationFontFromData(face.read_bytes())
        loaded = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if loaded:
            families[face.name] = loaded[0]
    return families


def family_of(face: str) -> str:
    """The family Qt knows a shipped font file (by name) by."""
    return shipped_families().get(face, MAIN_FAMILY)


def use_shipped_fonts(app: QGuiApplication) -> None:
    """Make the shipped fonts the application's, at the platform's usual size."""
    font = QFont(app.font())
    font.setFamilies(list(dict.fromkeys([MAIN_FAMILY, *shipped_families().values()])))
    app.setFont(font)
