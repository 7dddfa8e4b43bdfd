"""A proxy sheet for a deck: which copies to print, each drawn (or taken from the player's
pictures) once, placed nine to a page at true size with cut marks.

The player chooses the paper, bleed, the ink-saving look, leaving basic Energy out, and which
cards to print at all (``only``: the copies they are missing, say).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from PIL import Image

from playmat.cards.model import Card
from playmat.printing.card_images import check_folder, find_image, load_card_image
from playmat.printing.errors import PrintError
from playmat.printing.face import DPI, render_face
from playmat.printing.face_style import FaceStyle
from playmat.printing.page import Document, Page, PlacedImage
from playmat.printing.paper import Paper, default_paper
from playmat.printing.pdf_output import PHOTO_PREFIX
from playmat.printing.sheet_layout import CARDS_PER_PAGE, sheet_layout


@dataclass(frozen=True)
class ProxyOptions:
    paper: Paper = field(default_factory=default_paper)
    #: Print each card 3 mm larger than its cut line where the paper has room.
    bleed: bool = False
    style: FaceStyle = FaceStyle.COLOUR
    leave_out_basic_energy: bool = False
    #: Only these cards, by id, and how many copies of each (``None``: the whole deck).
    only: Mapping[str, int] | None = None
    #: A folder of the player's card pictures named by card id, used instead of drawn faces.
    image_folder: Path | None = None
    dpi: int = DPI


def copies_to_print(entries: Sequence[tuple[Card, int]], options: ProxyOptions) -> list[Card]:
    """Every copy to print, in the deck's order; explains what is wrong when it is none."""
    if not entries:
        raise PrintError("The deck is empty: add cards before printing proxies.")
    in_deck: dict[str, int] = {}
    for card, count in entries:
        in_deck[card.id] = in_deck.get(card.id, 0) + count
    if options.only is not None:
        _check_selection(options.only, in_deck, entries)
    copies: list[Card] = []
    #: Copies still to print of each selected card (a card the deck lists twice counts once).
    remaining = dict(options.only) if options.only is not None else None
    for card, count in entries:
        if not card.name.strip():
            raise PrintError(f"The card {card.id} has no name in the card database: re-import it.")
        if options.leave_out_basic_energy and card.is_basic_energy:
            continue
        wanted = count
        if remaining is not None:
            wanted = min(count, remaining.get(card.id, 0))
            remaining[card.id] = remaining.get(card.id, 0) - wanted
        copies.extend([card] * wanted)
    if not copies:
        what = "basic Energy left out" if options.leave_out_basic_energy else "the selection"
        raise PrintError(f"Nothing to print: with {what}, no card of the deck remains.")
    return copies


def _check_selection(
    only: Mapping[str, int], in_deck: Mapping[str, int], entries: Sequence[tuple[Card, int]]
) -> None:
    names = {card.id: card.name for card, _ in entries}
    for card_id, count in only.items():
        if card_id not in in_deck:
            raise PrintError(f"{card_id} is not in this deck, so it cannot be printed from it.")
        if count < 0 or count > in_deck[card_id]:
            raise PrintError(
                f"{count} copies of {names[card_id]} ({card_id}) asked for, but the deck has "
                f"{in_deck[card_id]}."
            )


class FaceCache:
    """Card images already made, so a preview that changes only the paper redraws nothing."""

    def __init__(self, size: int = 240) -> None:
        self.size = size
        self._images: OrderedDict[tuple[Hashable, ...], Image.Image] = OrderedDict()

    def get(self, key: tuple[Hashable, ...], make: Callable[[], Image.Image]) -> Image.Image:
        if key in self._images:
            self._images.move_to_end(key)
            return self._images[key]
        image = make()
        self._images[key] = image
        while len(self._images) > self.size:
            self._images.popitem(last=False)
        return image


def proxy_document(
    entries: Sequence[tuple[Card, int]],
    options: ProxyOptions | None = None,
    title: str = "Proxies",
    cache: FaceCache | None = None,
) -> Document:
    """The sheet as pages; raises :class:`PrintError` with the reason when it cannot be made."""
    options = options or ProxyOptions()
    if options.dpi < DPI:
        raise PrintError(f"Proxies are printed at {DPI} dpi or more, not {options.dpi}.")
    copies = copies_to_print(entries, options)
    if options.image_folder is not None:
        check_folder(options.image_folder)
    layout = sheet_layout(options.paper, options.bleed)
    cache = cache or FaceCache()
    document = Document(title, [])
    document.notes.extend(_notes(copies))
    for start in range(0, len(copies), CARDS_PER_PAGE):
        page = Page(options.paper.width, options.paper.height)
        boxes = []
        for slot, card in enumerate(copies[start : start + CARDS_PER_PAGE]):
            key = _image(document, card, options, layout.bleed_x, layout.bleed_y, cache)
            box = layout.card_box(slot)
            boxes.append(box)
            page.items.append(PlacedImage(key, box.grown(layout.bleed_x, layout.bleed_y), box))
        page.items.extend(layout.cut_marks(boxes))
        document.pages.append(page)
    return document


def _image(
    document: Document,
    card: Card,
    options: ProxyOptions,
    bleed_x: float,
    bleed_y: float,
    cache: FaceCache,
) -> str:
    """Put the card's image into the document once; returns its key."""
    picture = find_image(options.image_folder, card.id) if options.image_folder else None
    cache_key: tuple[Hashable, ...]
    if picture is not None:
        stamp = picture.stat().st_mtime_ns
        key = f"{PHOTO_PREFIX}{card.id}:{bleed_x}:{bleed_y}:{options.dpi}"
        cache_key = ("photo", str(picture), stamp, bleed_x, bleed_y, options.dpi)
        make = partial(load_card_image, picture, options.dpi, bleed_x, bleed_y)
    else:
        key = f"face:{card.id}:{options.style}:{bleed_x}:{bleed_y}:{options.dpi}"
        cache_key = ("face", card.id, card.name, options.style, bleed_x, bleed_y, options.dpi)
        make = partial(_face_image, card, options.style, bleed_x, bleed_y, options.dpi)
    if key not in document.images:
        document.images[key] = cache.get(cache_key, make)
    return key


def _face_image(
    card: Card, style: FaceStyle, bleed_x: float, bleed_y: float, dpi: int
) -> Image.Image:
    return render_face(card, style, bleed_x=bleed_x, bleed_y=bleed_y, dpi=dpi).image


def _notes(copies: list[Card]) -> list[str]:
    """What a player should know about cards whose data lacks something a proxy shows."""
    notes = []
    for card in {card.id: card for card in copies}.values():
        missing = []
        if card.is_pokemon and card.hp is None:
            missing.append("HP")
        if card.is_pokemon and not card.types:
            missing.append("type")
        if not card.set_name and not card.set_id:
            missing.append("set")
        if not card.number:
            missing.append("number")
        if missing:
            notes.append(
                f"{card.name} ({card.id}) has no {' or '.join(missing)} in the card database; "
                "its proxy is printed without."
            )
    return notes
