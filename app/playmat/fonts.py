"""The typefaces Playmat ships in ``resources/fonts/`` and uses on every system, so that the GUI
and printed sheets look the same everywhere and need no fonts installed (resources/fonts/README).

DejaVu Sans is the main typeface; every other font file dropped into the folder is a fallback
for the letters DejaVu Sans lacks, among them the Chinese, Japanese and Korean fonts (each made
of the characters Playmat's catalogues use: ``installer/cjk_fonts.py``). This module only names
the files; :mod:`playmat.face.fonts` loads them into Qt, for the windows and for printing.
"""

from __future__ import annotations

from functools import cache
from importlib.resources.abc import Traversable

from playmat.errors import PlaymatError
from playmat.paths import RESOURCES_DIR

FONTS_DIR: Traversable = RESOURCES_DIR / "fonts"
#: The family of the main typeface, as its files name it.
MAIN_FAMILY = "DejaVu Sans"
#: The main typeface's file for each style: (bold, italic) -> file name.
_MAIN_FACES: dict[tuple[bool, bool], str] = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSans-Oblique.ttf",
    (True, True): "DejaVuSans-BoldOblique.ttf",
}
FONT_SUFFIXES = (".ttf", ".otf", ".ttc")
#: The font of each language that has its own: tried right after DejaVu Sans, before the
#: other languages' fonts, so a character they share is drawn the way the language writes it.
LANGUAGE_FACES: dict[str, str] = {
    "ja": "NotoSansCJKjp-Playmat.otf",
    "zh-TW": "NotoSansCJKtc-Playmat.otf",
    "ko": "NotoSansCJKkr-Playmat.otf",
}


class MissingFontError(PlaymatError):
    """A font file Playmat ships is not where it should be: the installation is damaged."""


def main_face(bold: bool = False, italic: bool = False) -> Traversable:
    """The main typeface's file for a style."""
    face = FONTS_DIR / _MAIN_FACES[(bold, italic)]
    if not face.is_file():
        raise MissingFontError(
            f"Playmat's font {face.name} is missing from {FONTS_DIR}; reinstall Playmat."
        )
    return face


@cache
def fallback_faces() -> tuple[Traversable, ...]:
    """Every other font file of the folder, by file name: the fallbacks, in the order tried."""
    main = set(_MAIN_FACES.values())
    found = (
        file
        for file in FONTS_DIR.iterdir()
        if file.name.lower().endswith(FONT_SUFFIXES) and file.name not in main
    )
    return tuple(sorted(found, key=lambda file: file.name))


def all_faces() -> tuple[Traversable, ...]:
    """The main typeface's styles, then the fallbacks."""
    return tuple(main_face(*style) for style in _MAIN_FACES) + fallback_faces()
