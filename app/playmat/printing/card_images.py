"""A player's own card pictures: files in a folder, named by card id (``sm1-1.png``), printed
instead of the drawn face.

A picture is cut to the card's shape (centred, never stretched), and its edges are repeated
outwards to make the bleed, so a cut a little outside the line still shows the card's border.
"""

from __future__ import annotations

import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from playmat.printing.errors import PrintError
from playmat.printing.face import image_size, paint_proxy_mark, pixels_per_mm
from playmat.printing.face_canvas import Canvas
from playmat.printing.face_style import BLACK, WHITE, Ink
from playmat.printing.sheet_layout import CARD_HEIGHT, CARD_WIDTH

SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


def find_image(folder: Path, card_id: str) -> Path | None:
    """The picture of ``card_id`` in ``folder`` (any of :data:`SUFFIXES`, any case), if any."""
    for suffix in SUFFIXES:
        for candidate in (folder / f"{card_id}{suffix}", folder / f"{card_id}{suffix.upper()}"):
            if candidate.is_file():
                return candidate
    return None


def check_folder(folder: Path) -> None:
    if not folder.is_dir():
        raise PrintError(f"The card picture folder {folder} does not exist or is not a folder.")


def load_card_image(
    path: Path, dpi: int, bleed_x: float = 0.0, bleed_y: float = 0.0
) -> Image.Image:
    """The picture at ``path`` as a printable card (with bleed) marked as a proxy."""
    picture = _read(path)
    trim = image_size(dpi)
    card = ImageOps.fit(picture, trim, Image.Resampling.LANCZOS)
    full = image_size(dpi, bleed_x, bleed_y)
    result = _extend_edges(card, full)
    scale = pixels_per_mm(dpi)
    canvas = Canvas(result, scale, (full[0] - trim[0]) / 2 / scale, (full[1] - trim[1]) / 2 / scale)
    paint_proxy_mark(canvas, _MARK_INK, CARD_WIDTH - 3.0, CARD_HEIGHT - 3.0)
    return result


def _read(path: Path) -> Image.Image:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as opened:
                opened.load()
                picture = ImageOps.exif_transpose(opened)
    except (UnidentifiedImageError, Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise PrintError(
            f"{path} is not a picture Playmat can read (PNG, JPEG or WebP): "
            "replace it or move it out of the card picture folder."
        ) from None
    except OSError as error:
        raise PrintError(
            f"Cannot read the card picture {path}: {error.strerror or error}."
        ) from None
    if picture.mode in ("RGBA", "LA", "PA") or "transparency" in picture.info:
        # Rounded corners of a scan are transparent: paper is white.
        background = Image.new("RGBA", picture.size, (*WHITE, 255))
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


_MARK_INK = Ink(
    frame=BLACK,
    frame_text=WHITE,
    panel=WHITE,
    art=WHITE,
    art_light=WHITE,
    emblem=WHITE,
    text=BLACK,
    muted=BLACK,
    rule=BLACK,
    reminder_fill=WHITE,
    ability=BLACK,
    lines=BLACK,
    filled=True,
)
