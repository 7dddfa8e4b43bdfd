"""The drawn card: coloured by type, the shape of a card at any size, all its text on the face."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage

from playmat.cards.model import Attack, Card, DamageSign, EnergyType, Supertype
from playmat.cards.starter import starter_cards
from playmat.db.card_store import CardStore
from playmat.face.blocks import AttackBlock
from playmat.face.painter import ASPECT, layout_card, render_card
from playmat.play.games import card_automation
from playmat.ui.card_view import CardView
from playmat.ui.palette import BY_HAND, TYPE_COLOURS, card_colours, frame_colour

LONG_TEXT = (
    "Search your deck for up to 3 Basic Pokémon and put them onto your Bench. Then, shuffle "
    "your deck. If you do, discard all Energy attached to this Pokémon, and during your "
    "opponent's next turn, prevent all damage done to this Pokémon by attacks from Basic "
    "Pokémon, Pokémon ex and Pokémon V. "
)


def long_card() -> Card:
    """Far more text than any printed card, so the body must shrink to hold it."""
    return Card(
        id="tst-99",
        name="Professor Longwinded's Extraordinarily Verbose Machine",
        supertype=Supertype.POKEMON,
        subtypes=("Stage 2",),
        hp=340,
        types=(EnergyType.PSYCHIC, EnergyType.METAL),
        evolves_from="Somewhat Verbose Machine",
        attacks=tuple(
            Attack(f"Attack {n}", (EnergyType.PSYCHIC,) * n, 30 * n, text=LONG_TEXT * 2)
            for n in range(1, 5)
        ),
        rules=(
            "Pokémon-GX rule: When your Pokémon-GX is Knocked Out, your opponent takes 2 "
            "Prize cards.",
        ),
        set_name="Test Expansion",
        number="99",
    )


def pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(round(point.x()), round(point.y()))


def close_to(colour: QColor, expected: QColor, tolerance: int = 60) -> bool:
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(colour.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


def shown(qtbot, card: Card | None, width: int = 315, height: int = 440) -> CardView:
    view = CardView()
    qtbot.addWidget(view)
    view.resize(width, height)
    view.set_card(card)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_frame_has_the_colour_of_the_card_type(qtbot, store: CardStore) -> None:
    # Rowlet's frame is green and Litten's red, as a player knows the two types' colours.
    for card_id, energy, strongest in (
        ("sm1-9", EnergyType.GRASS, "green"),
        ("sm1-24", EnergyType.FIRE, "red"),
    ):
        view = shown(qtbot, store.get(card_id))
        image = view.grab().toImage()
        rect = view.card_rect()
        on_frame = pixel(image, QPointF(rect.left() + rect.width() * 0.015, rect.center().y()))
        assert close_to(on_frame, frame_colour(TYPE_COLOURS[energy])), card_id
        channels = {"red": on_frame.red(), "green": on_frame.green(), "blue": on_frame.blue()}
        assert max(channels, key=channels.__getitem__) == strongest, (card_id, channels)


def test_a_card_keeps_its_shape_in_any_widget(qtbot, store: CardStore) -> None:
    rowlet = store.get("sm1-9")
    for width, height in ((600, 300), (200, 700), (315, 440)):
        view = shown(qtbot, rowlet, width, height)
        rect = view.card_rect()
        assert rect.width() / rect.height() == pytest.approx(ASPECT)
        assert QRectF(view.rect()).contains(rect)
        assert rect.center().x() == pytest.approx(width / 2, abs=1)
        assert rect.center().y() == pytest.approx(height / 2, abs=1)
        # The card fills the widget in its tighter direction.
        assert max(rect.width() / width, rect.height() / height) > 0.95


def test_a_card_is_painted_where_the_view_says_and_nowhere_else(qtbot, store: CardStore) -> None:
    view = shown(qtbot, store.get("sm1-24"), 600, 300)
    image = view.grab().toImage()
    rect = view.card_rect()
    background = pixel(image, QPointF(5, 150))
    assert not close_to(background, frame_colour(card_colours(view.card())), 20)
    assert close_to(
        pixel(image, QPointF(rect.left() + 3, rect.center().y())),
        frame_colour(card_colours(view.card())),
    )


def test_printed_cards_are_drawn_at_full_text_size(qapp) -> None:
    for card in starter_cards():
        layout = layout_card(card)
        assert layout.fits, card.id
        assert layout.scale == 1.0, f"{card.id} {card.name} text was shrunk to {layout.scale}"


def test_long_text_shrinks_until_all_of_it_fits_on_the_card(qapp) -> None:
    layout = layout_card(long_card())
    assert layout.scale < 0.8
    assert layout.fits
    assert layout.content_height() <= layout.body.height()
    # Nothing is drawn past the bottom of the card's panel.
    assert layout.body.bottom() < 880
    # The art window gave up its room before the text became small.
    assert layout.art.height() < layout_card(starter_cards()[0]).art.height()


def test_a_long_card_renders_at_small_and_large_sizes(qtbot) -> None:
    for width in (90, 630):
        image = render_card(long_card(), width)
        assert image.width() == width
        assert image.height() == round(width / ASPECT)
        assert not image.isNull()


def test_the_empty_view_asks_for_a_card_and_the_card_text_is_readable_aloud(
    qtbot, store: CardStore
) -> None:
    view = shown(qtbot, None)
    assert view.card() is None
    assert "No card" in view.accessibleDescription()
    view.set_card(store.get("sm1-26"))
    description = view.accessibleDescription()
    assert "Incineroar" in description
    assert "Darkest Lariat" in description
    assert "Evolves from Torracat" in description


def test_trainer_and_energy_cards_are_coloured_by_their_kind(store: CardStore) -> None:
    lillie = store.get("sm1-122")
    fire = store.get("sm1-165")
    assert lillie is not None and fire is not None
    assert card_colours(lillie).base != card_colours(store.get("sm1-123")).base  # Nest Ball
    assert card_colours(fire) == TYPE_COLOURS[EnergyType.FIRE]


def half_automated_card() -> Card:
    """One attack whose text the compiler understands, one it doesn't (written for the test)."""
    return Card(
        id="tst-50",
        name="Halfmon",
        supertype=Supertype.POKEMON,
        subtypes=("Basic",),
        hp=70,
        types=(EnergyType.FIRE,),
        attacks=(
            Attack(
                "Lucky Blaze",
                (EnergyType.FIRE,),
                10,
                DamageSign.PLUS,
                "Flip a coin. If heads, this attack does 30 more damage.",
            ),
            Attack("Odd Dance", (EnergyType.FIRE,), None, text="Dance oddly until the moon."),
        ),
    )


def marked_pixels(view: CardView) -> int:
    """Pixels of the by-hand colour down the card's left margin, where the mark's bar goes."""
    image = view.grab().toImage()
    rect = view.card_rect()
    x = rect.left() + 30 * rect.width() / 630
    colour = QColor(BY_HAND)
    return sum(
        close_to(pixel(image, QPointF(x, y)), colour, 30)
        for y in range(round(rect.top()), round(rect.bottom()))
    )


def test_the_card_view_marks_the_text_left_to_the_manual_tools(qtbot) -> None:
    card = half_automated_card()
    automation = card_automation(card)
    view = shown(qtbot, card)
    assert marked_pixels(view) == 0  # nothing is marked without knowing what is automated

    view.set_card(card, automation)
    attacks = [block for block in view.card_layout().blocks if isinstance(block, AttackBlock)]
    assert [block.by_hand for block in attacks] == [False, True]
    assert marked_pixels(view) > 20
    assert "left to you: attack Odd Dance" in view.toolTip()
    assert "left to you: attack Odd Dance" in view.accessibleDescription()

    automated = replace(card, attacks=card.attacks[:1])
    view.set_card(automated, card_automation(automated))
    assert marked_pixels(view) == 0
    assert "carries out all of this card's text" in view.toolTip()
