"""A proxy sheet for a deck: which copies to print, each drawn by Playmat (or taken from the
player's pictures), placed nine to a page at true size with cut marks.

The player chooses the paper, bleed, the ink-saving look, leaving basic Energy out, and which
cards to print at all (``only``: the copies they are missing, say).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from playmat.cards.model import Card
from playmat.face.style import FaceStyle
from playmat.i18n.catalogue import t
from playmat.i18n.message import Message, Term, msg
from playmat.printing.card_images import DPI, check_folder, find_image, load_card_image
from playmat.printing.errors import PrintError
from playmat.printing.page import Box, Document, Page, PlacedCard, PlacedFace, PlacedImage
from playmat.printing.paper import Paper, default_paper
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
    #: The resolution the player's pictures are printed at.
    dpi: int = DPI


def copies_to_print(entries: Sequence[tuple[Card, int]], options: ProxyOptions) -> list[Card]:
    """Every copy to print, in the deck's order; explains what is wrong when it is none."""
    if not entries:
        raise PrintError(msg("print.empty_deck_proxies"))
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
            raise PrintError(msg("print.card_without_name", card=card.id))
        if options.leave_out_basic_energy and card.is_basic_energy:
            continue
        wanted = count
        if remaining is not None:
            wanted = min(count, remaining.get(card.id, 0))
            remaining[card.id] = remaining.get(card.id, 0) - wanted
        copies.extend([card] * wanted)
    if not copies:
        raise PrintError(msg("print.nothing_left", without_energy=options.leave_out_basic_energy))
    return copies


def _check_selection(
    only: Mapping[str, int], in_deck: Mapping[str, int], entries: Sequence[tuple[Card, int]]
) -> None:
    names = {card.id: card.name for card, _ in entries}
    for card_id, count in only.items():
        if card_id not in in_deck:
            raise PrintError(msg("print.not_in_deck", card=card_id))
        if count < 0 or count > in_deck[card_id]:
            raise PrintError(
                msg(
                    "print.too_many_copies",
                    count=count,
                    name=names[card_id],
                    card=card_id,
                    in_deck=in_deck[card_id],
                )
            )


def proxy_document(
    entries: Sequence[tuple[Card, int]], options: ProxyOptions | None = None, deck_name: str = ""
) -> Document:
    """The sheet as pages; raises :class:`PrintError` with the reason when it cannot be made."""
    options = options or ProxyOptions()
    if options.dpi < DPI:
        raise PrintError(msg("print.too_few_dpi", least=DPI, dpi=options.dpi))
    copies = copies_to_print(entries, options)
    if options.image_folder is not None:
        check_folder(options.image_folder)
    layout = sheet_layout(options.paper, options.bleed)
    document = Document(t("print.proxies_title", deck=deck_name), [])
    document.notes.extend(_notes(copies))
    for start in range(0, len(copies), CARDS_PER_PAGE):
        page = Page(options.paper.width, options.paper.height)
        boxes = []
        for slot, card in enumerate(copies[start : start + CARDS_PER_PAGE]):
            box = layout.card_box(slot)
            boxes.append(box)
            area = box.grown(layout.bleed_x, layout.bleed_y)
            page.items.append(_placed(document, card, options, area, box))
        page.items.extend(layout.cut_marks(boxes))
        document.pages.append(page)
    return document


def _placed(
    document: Document, card: Card, options: ProxyOptions, area: Box, trim: Box
) -> PlacedCard:
    """The card's own picture where the player has one (stored in the document once), else
    its face drawn by Playmat."""
    picture = find_image(options.image_folder, card.id) if options.image_folder else None
    if picture is None:
        return PlacedFace(card, options.style, area, trim)
    bleed_x, bleed_y = (area.width - trim.width) / 2, (area.height - trim.height) / 2
    key = f"{card.id}:{bleed_x}:{bleed_y}"
    if key not in document.images:
        document.images[key] = load_card_image(picture, options.dpi, bleed_x, bleed_y)
    return PlacedImage(key, area, trim)


def _notes(copies: list[Card]) -> list[Message]:
    """What a player should know about cards whose data lacks something a proxy shows."""
    notes = []
    for card in {card.id: card for card in copies}.values():
        missing = []
        if card.is_pokemon and card.hp is None:
            missing.append(Term("card_detail.hp"))
        if card.is_pokemon and not card.types:
            missing.append(Term("card_detail.type"))
        if not card.set_name and not card.set_id:
            missing.append(Term("card_detail.set"))
        if not card.number:
            missing.append(Term("card_detail.number"))
        if missing:
            notes.append(
                msg("print.proxy_without", name=card.name, card=card.id, missing=tuple(missing))
            )
    return notes
