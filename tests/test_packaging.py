"""What the wheel carries: every package under ``app/`` and Playmat's own files (``data/``,
``resources/``), read through ``importlib.resources`` as installed code reads them. Building the
wheel and using it in a fresh virtual environment is ``bash installer/playmat.sh wheel`` (CI)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from playmat.fonts import all_faces
from playmat.paths import DATA_DIR, RESOURCES_DIR

CHECKOUT = Path(__file__).resolve().parents[1]


def test_pyproject_names_every_package_under_app() -> None:
    """The package list is written out (data/ and resources/ are mapped into the package, which
    automatic discovery cannot do); a package missing from it would be missing from the wheel."""
    setuptools = tomllib.loads((CHECKOUT / "pyproject.toml").read_text())["tool"]["setuptools"]
    on_disk = {
        ".".join(init.parent.relative_to(CHECKOUT / "app").parts)
        for init in (CHECKOUT / "app").rglob("__init__.py")
    }
    assert set(setuptools["packages"]) == on_disk | {"playmat.data", "playmat.resources"}
    assert setuptools["package-dir"] == {
        "": "app",
        "playmat.data": "data",
        "playmat.resources": "resources",
    }


def test_data_and_resources_are_read_as_package_resources() -> None:
    assert (DATA_DIR / "formats.json").is_file()
    assert (DATA_DIR / "starter" / "decks.json").is_file()
    assert (RESOURCES_DIR / "i18n" / "en" / "playmat.toml").is_file()
    assert (RESOURCES_DIR / "icons" / "playmat-256.png").is_file()


def test_the_shipped_fonts_come_with_their_licence() -> None:
    faces = all_faces()
    assert [face.name for face in faces[:4]] == [
        "DejaVuSans.ttf",
        "DejaVuSans-Bold.ttf",
        "DejaVuSans-Oblique.ttf",
        "DejaVuSans-BoldOblique.ttf",
    ]
    licence = (RESOURCES_DIR / "fonts" / "LICENSE-DejaVu.txt").read_text()
    assert "Permission is hereby granted, free of charge" in licence
