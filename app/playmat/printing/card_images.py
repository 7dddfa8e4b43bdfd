"""A player's own card pictures: files in a folder, named by card id (``sm1-1.png``), printed
instead of the drawn face.

A picture is cut to the card's shape (centred, never stretched), and its edges are repeated
outwards to make the bleed, so a cut a little outside the line still shows the card's border.
The sheet's painter marks it PROXY as it marks a drawn face.
"""

from __future__ import annotations

import math
import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from playmat.errors import os_reason
from playmat.i18n.message import msg
from playmat.printing.errors import PrintError
from playmat.printing.page import MM_PER_INCH
from playmat.printing.sheet_layout import CARD_HEIGHT, CARD_WIDTH

SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
#: The resolution a player's pictures are printed at, at least.
DPI = 300


def image_size(dpi: int, bleed_x: float = 0.0, bleed_y: float = 0.0) -> tuple[int, int]:
    """Pixels of a card with its bleed at ``dpi``, rounded up so it is never below ``dpi``."""
    scale = dpi / MM_PER_INCH
    return (
        math.ceil((CARD_WIDTH + 2 * bleed_x) * scale - 1e-6),
        math.ceil((CARD_HEIGHT + 2 * bleed_y) * scale - 1e-6),
    )


def find_image(folder: Path, card_id: str) -> Path | None:
    """The picture of ``card_id`` in ``folder`` (any of :data:`SUFFIXES`, any case), if any."""
    for suffix in SUFFIXES:
        for candidate in (folder / f"{card_id}{suffix}", folder / f"{card_id}{suffix.upper()}"):
            if candidate.is_file():
                return candidate
    return None


def check_folder(folder: Path) -> None:
    if not folder.is_dir():
        raise PrintError(msg("print.no_picture_folder", folder=str(folder)))


def load_card_image(
    path: Path, dpi: int, bleed_x: float = 0.0, bleed_y: float = 0.0
) -> Image.Image:
    """The picture at ``path`` as a printable card, with its bleed."""
    picture = _read(path)
    card = ImageOps.fit(picture, image_size(dpi), Image.Resampling.LANCZOS)
    return _extend_edges(card, image_size(dpi, bleed_x, bleed_y))


def _read(path: Path) -> Image.Image:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as opened:
                opened.load()
                picture = ImageOps.exif_transpose(opened)
    except (UnidentifiedImageError, Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise PrintError(msg("print.not_a_picture", path=str(path))) from None
    except OSError as error:
        raise PrintError(
            msg("print.cannot_read_picture", path=str(path), reason=os_reason(error))
        ) from None
    if picture.mode in ("RGBA", "LA", "PA") or "transparency" in picture.info:
        # Rounded corners of a scan are transparent: paper is white.
        background = Image.new("RGBA", picture.size, (255, 255, 255, 255))
        picture = Image.alpha_composite(background, picture.convert("RGBA"))
    return picture.convert("RGB")


def _extend_edges(card: Image.Image, size: tuple[int, int]) -> Image.Image:
    """``card`` centred in an image of ``size``, its outermost pixels repeated to the edges."""
    width, height = card.size
    left, top = (size[0] - width) // 2, (size[1] - height) // 2
    right, bottom = size[0] - width - left, size[1] - height - top
    band = Image.new("RGB", (size[0], height))
    band.paste(card, (left, 0))
    if left:
        band.paste(card.crop((0, 0, 1, height)).resize((left, height)), (0, 0))
    if right:
        band.paste(
            card.crop((width - 1, 0, width, height)).resize((right, height)), (left + width, 0)
        )
    result = Image.new("RGB", size)
    result.paste(band, (0, top))
    if top:
        result.paste(band.crop((0, 0, size[0], 1)).resize((size[0], top)), (0, 0))
    if bottom:
        last_row = band.crop((0, height - 1, size[0], height))
        result.paste(last_row.resize((size[0], bottom)), (0, top + height))
    return result
