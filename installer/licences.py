"""Gather the licences of everything the desktop bundle includes into one folder.

    python installer/licences.py DIR

Run with the Python of the virtual environment the bundle is built from: every distribution
installed there (but the build tools) is in the bundle, and so is that Python itself. Each gets
a folder with its licence files, and DIR/README.txt lists them all. PySide6 and shiboken6 ship
no licence file; they are under the LGPL 3, whose text (and that of the GPL 3 it builds on) is
taken from the system's common licences.
"""

from __future__ import annotations

import shutil
import sys
import sysconfig
from importlib.metadata import Distribution, distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Installed to build the bundle, not part of it.
BUILD_TOOLS = {
    "pip",
    "setuptools",
    "wheel",
    "pyinstaller",
    "pyinstaller-hooks-contrib",
    "altgraph",
    "packaging",
}
LICENCE_WORDS = ("LICEN", "COPYING", "NOTICE")
COMMON_LICENCES = Path("/usr/share/common-licenses")


def _name(distribution: Distribution) -> str:
    return distribution.metadata["Name"].lower().replace("_", "-")


def _licence(distribution: Distribution) -> str:
    metadata = distribution.metadata
    return metadata.get("License-Expression") or metadata.get("License") or "see its files"


def _copy_files(distribution: Distribution, target: Path) -> list[str]:
    copied = []
    for file in distribution.files or []:
        if any(word in file.name.upper() for word in LICENCE_WORDS):
            target.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(Path(str(distribution.locate_file(file))), target / file.name)
            copied.append(file.name)
    return copied


def _lgpl_texts(target: Path) -> list[str]:
    copied = []
    for name in ("LGPL-3", "GPL-3"):
        source = COMMON_LICENCES / name
        if not source.is_file():
            sys.exit(f"licences.py: the {name} text is not in {COMMON_LICENCES}; PySide6 needs it.")
        target.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target / f"{name}.txt")
        copied.append(f"{name}.txt")
    return copied


def main(folder: Path) -> None:
    lines = ["What the Playmat bundle includes, and under which licence (folders beside this).", ""]
    python_licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    folder.mkdir(parents=True, exist_ok=True)
    if python_licence.is_file():
        (folder / "python").mkdir(exist_ok=True)
        shutil.copyfile(python_licence, folder / "python" / "LICENSE.txt")
    lines.append(f"python {sys.version.split()[0]}: PSF-2.0 (python/)")
    for distribution in sorted(distributions(), key=_name):
        name = _name(distribution)
        if name in BUILD_TOOLS:
            continue
        target = folder / name
        copied = _copy_files(distribution, target)
        if not copied and name in {"pyside6-essentials", "shiboken6"}:
            copied = _lgpl_texts(target)
        where = f"{name}/" if copied else "no licence file shipped"
        lines.append(f"{name} {distribution.version}: {_licence(distribution)} ({where})")
    fonts = folder / "dejavu-fonts"
    fonts.mkdir(exist_ok=True)
    shutil.copyfile(ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt", fonts / "LICENSE.txt")
    lines.append(
        "DejaVu Sans fonts: Bitstream Vera licence, DejaVu changes public domain (dejavu-fonts/)"
    )
    (folder / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
