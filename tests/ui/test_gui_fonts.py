"""The GUI uses the fonts Playmat ships, so it looks the same on a system without any fonts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = """
import sys
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QApplication
from playmat.face.fonts import use_shipped_fonts

app = QApplication([])
if sys.argv[1] == "shipped":
    use_shipped_fonts(app)
font = QFont()
metrics = QFontMetricsF(font)
print(QFontInfo(font).family())
print(all(metrics.inFontUcs4(ord(letter)) for letter in "Pokémon δ♀◇★"))
"""


def _fonts_seen(tmp_path: Path, which: str) -> list[str]:
    """What a fresh Playmat process finds when fontconfig knows no fonts at all."""
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?><fontconfig><cachedir>{}</cachedir></fontconfig>'.format(
            tmp_path / "cache"
        )
    )
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", SCRIPT, which], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def test_without_system_fonts_the_window_text_is_set_in_the_shipped_dejavu(
    tmp_path: Path,
) -> None:
    assert _fonts_seen(tmp_path, "shipped") == ["DejaVu Sans", "True"]


def test_without_them_qt_would_have_no_font_for_card_names(tmp_path: Path) -> None:
    """The same system, Playmat's fonts not loaded: the check above is not passing by luck."""
    family, letters = _fonts_seen(tmp_path, "system")
    assert family != "DejaVu Sans"
    assert letters == "False"
