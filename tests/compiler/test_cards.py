"""The cards family of the compiler (``compiler/shapes/drawing.py``, ``searching.py``,
``discard_pile.py``, ``hands.py``, ``opponents_hand.py``, ``deck_top.py``) and its parts (the
modules of the same names in ``effects/``), with the card filters (``words.py``,
``effects/predicates/cards.py``), where a scenario of a pool card can't show it: texts that must
not compile, parts a text compiles to, card filters, descriptions, data, and the edges of each
part played in a real game (the texts here are written for the tests)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.cards.starter import starter_cards
from playmat.compiler.compile import compile_text
from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Miss
from playmat.compiler.shapes.words import cards_filter, pokemon_filter
from playmat.effects.base import AttackScript, Part, Stage, TrainerScript
from playmat.effects.coins import FlipCoins
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.deck_top import LookAtTop, RearrangeTop
from playmat.effects.discard_pile import RecoverFromDiscard
from playmat.effects.drawing import Draw, DrawFor, DrawFromBottom, DrawUntil, OpponentDraws
from playmat.effects.hands import (
    DiscardFromHand,
    DiscardHand,
    OnlyIfLastCard,
    PutOnBottomFromHand,
    ShuffleHandIntoDeck,
)
from playmat.effects.opponents_hand import (
    DiscardDownTo,
    DiscardFromOpponentsHand,
    OpponentDiscardsFromHand,
    OpponentHandToBottom,
    RandomFromOpponentsHand,
    RevealHand,
)
from playmat.effects.predicates import (
    AllYourPokemon,
    AnyCard,
    AnyOf,
    AnyPokemon,
    BasicEnergy,
    BasicPokemon,
    CardFilter,
    EnergyCard,
    EnergyCardOfType,
    EvolutionPokemon,
    Heads,
    ItemCard,
    NamedCard,
    NameHas,
    PokemonCard,
    PokemonOfType,
    TrainerCard,
    YouDid,
)
from playmat.effects.scripts import REGISTRY
from playmat.effects.searching import SearchDeck, SearchDeckForEach
from playmat.i18n.catalogue import Reader, catalogue
from playmat.i18n.message import Arg, Message, Seat, Term
from playmat.rules.actions import Answer, Attack, PlayTrainer
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.scripting import CardScript

ENGLISH = catalogue("en")
CARDS: dict[str, Card] = {card.id: card for card in starter_cards()}
GRASS, FIRE, WATER, FIGHTING = "sm1-164", "sm1-165", "sm1-166", "sm1-169"
#: Crabrawler (Basic, Fighting): its Crabhammer (40) is given the parts of a test.
CRABRAWLER = "sm1-72"
#: Hau (a Supporter): given the parts of a test as its effect.
HAU = "sm1-120"


# -- helpers -------------------------------------------------------------------------------


def card(name: str = "Tester", *, trainer: bool = False) -> Card:
    """A card for texts written for a test: a Pokémon, or an Item."""
    if trainer:
        return Card("test-1", name, Supertype.TRAINER, ("Item",))
    return Card("test-1", name, Supertype.POKEMON, ("Basic",), hp=70)


def compiled(text: str, where: str = TRAINER, name: str = "Tester") -> list[Part] | None:
    result = compile_text(text, card(name, trainer=where == TRAINER), where)
    return result if isinstance(result, list) else None


def problems(message: Message) -> list[str]:
    """What the catalogue lacks to word ``message`` completely (as the message walk checks)."""
    if message.id not in ENGLISH:
        return [f"unknown message id {message.id!r}"]
    found = [
        f"{message.id}: no argument {name!r}"
        for name in sorted(ENGLISH.arguments(message.id) - set(message.names()))
    ]
    for _, value in message.args:
        found += _arg_problems(value)
    return found + Reader(ENGLISH).problems(message) + Reader(ENGLISH, you=0).problems(message)


def _arg_problems(value: Arg) -> list[str]:
    if isinstance(value, Message):
        return problems(value)
    if isinstance(value, Term):
        return [] if value.key in ENGLISH else [f"unknown word {value.key!r}"]
    if isinstance(value, tuple):
        return [p for item in value for p in _arg_problems(item)]
    return []


class Scripts:
    def __init__(self, overrides: dict[str, CardScript]) -> None:
        self.overrides = overrides

    def script(self, card_id: str) -> CardScript | None:
        return self.overrides.get(card_id) or REGISTRY.script(card_id)


def game_at(
    player1: dict[str, Any],
    player2: dict[str, Any],
    *,
    trainer: Sequence[Part] = (),
    attack: Sequence[Part] = (),
) -> Game:
    """Player 1's turn 3, with Hau's effect or Crabrawler's Crabhammer made of the parts."""
    overrides = {}
    if trainer:
        overrides[HAU] = CardScript(trainer=TrainerScript(tuple(trainer)))
    if attack:
        overrides[CRABRAWLER] = CardScript(attacks={1: AttackScript(tuple(attack))})
    sides = [
        {"deck": [f"{GRASS} x10"], "prizes": [f"{GRASS} x6"], **side} for side in (player1, player2)
    ]
    return Game.from_position(
        {"turn": 3, "current": 1, "player1": sides[0], "player2": sides[1]},
        CARDS,
        scripts=Scripts(overrides),
    )


def play_hau(game: Game) -> None:
    hand = game.state.players[0].hand
    game.apply(PlayTrainer(next(u for u in hand if game.state.card(u).id == HAU)))


def crabhammer(game: Game) -> None:
    game.apply(Attack(1))


def choice(game: Game) -> Choice:
    assert isinstance(game.pending, Choice), game.pending
    return game.pending


def offered(game: Game) -> list[str]:
    return [
        game.state.card(o.card).id if o.card is not None else str(o.value)
        for o in choice(game).options
    ]


def answer(game: Game, *picks: str) -> None:
    options = offered(game)
    chosen: list[int] = []
    for pick in picks:
        chosen.append(next(i for i, o in enumerate(options) if o == pick and i not in chosen))
    game.apply(Answer(tuple(sorted(chosen))))


def ids(game: Game, uids: Sequence[int]) -> list[str]:
    return [game.state.card(u).id for u in uids]


def kinds(game: Game, viewer: int = 0) -> list[str]:
    return [m.id.removeprefix("event.") for m in game.log_for(viewer)]


HAND_AND_HAU = {"active": {"card": "sm1-9"}, "hand": [HAU]}
OPPONENT = {"active": {"card": "sm1-24"}}


_SHUFFLE = " Then, shuffle your deck."


# -- texts that must not compile -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("Draw 0 cards.", TRAINER),
        ("Draw 8 cards instead.", TRAINER),
        ("If heads, draw 8 cards instead.", TRAINER),
        ("Draw 2 cards. Draw 8 cards instead.", TRAINER),
        (
            "Draw 2 cards. If you do, draw cards until you have 5 cards in your hand instead.",
            TRAINER,
        ),
        ("Draw 2 cards. Then, shuffle your deck.", TRAINER),
        (
            "Search your deck for up to 2 Basic Energy cards and attach them to your Pokémon. "
            "Then, shuffle your deck.",
            ATTACK,
        ),
        (
            "Search your deck for a Basic Energy card and attach it to this Pokémon. Then, "
            "shuffle your deck.",
            TRAINER,
        ),
        (
            "Search your deck for a Pokémon and attach it to 1 of your Pokémon. Then, shuffle "
            "your deck.",
            ATTACK,
        ),
        (
            "Search your deck for a Special Grass Energy card, reveal it, and put it into your "
            "hand. Then, shuffle your deck.",
            TRAINER,
        ),
        (
            "Search your deck for a Mega Evolution Pokémon, reveal it, and put it into your "
            "hand. Then, shuffle your deck.",
            TRAINER,
        ),
        (
            "Search your deck for a Tera Pokémon ex, reveal it, and put it into your hand. "
            "Then, shuffle your deck.",
            TRAINER,
        ),
        ("Search your deck for a Pokémon and put it into your hand.", TRAINER),
        ("Shuffle a Pokémon from your discard pile into your hand.", TRAINER),
        ("Put a Pokémon from your discard pile into your deck.", TRAINER),
        ("You may put a Pokémon from your discard pile onto your Bench.", ATTACK),
        (
            "Put 2 cards from your hand on the bottom of your deck in any order. If you put 3 "
            "cards on the bottom of your deck in this way, draw 4 cards. (If you can't put 2 "
            "cards from your hand on the bottom of your deck, you can't use this card.)",
            TRAINER,
        ),
        (
            "Each player discards cards from their hand until they have 5 cards in their hand. "
            "Your opponent discards first. (If a player has 4 or fewer cards in their hand, they "
            "do not discard.)",
            TRAINER,
        ),
        ("Discard 0 cards from your hand.", ATTACK),
        ("Search your deck for a Basic Energy and put it onto your Bench." + _SHUFFLE, ATTACK),
        ("Put a Basic Energy card from your discard pile onto your Bench.", ATTACK),
        (
            "Flip 2 coins. For each heads, choose 2 cards from your opponent's hand without "
            "looking and discard them.",
            TRAINER,
        ),
        ("You can use this card only if you discard 2 other cards from your hand.", ATTACK),
        ("Look at the top 0 cards of your deck and put them back in any order.", ATTACK),
    ],
)
def test_texts_out_of_range_or_unclear_stay_manual(text: str, where: str) -> None:
    assert compiled(text, where) is None


def test_this_pokemon_names_a_card_only_with_the_card() -> None:
    with pytest.raises(Miss):
        cards_filter("this Pokémon")
    assert cards_filter("this Pokémon ex", card("Shroodle")) == NamedCard("Shroodle ex")


# -- what texts compile to -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "parts"),
    [
        (
            "Search your deck for up to 2 Basic Energy cards and attach them to 1 of your "
            "Pokémon." + _SHUFFLE,
            ATTACK,
            [SearchDeck(BasicEnergy(), count=2, destination="attach_one")],
        ),
        (
            "Search your deck for up to 2 Grass Energy cards and attach them to 1 of your "
            "Benched Pokémon." + _SHUFFLE,
            ATTACK,
            [
                SearchDeck(
                    EnergyCardOfType(EnergyType.GRASS), count=2, destination="attach_one_benched"
                )
            ],
        ),
        (
            "Search your deck for up to 3 Basic Energy cards and attach them to your Benched "
            "Pokémon in any way you like." + _SHUFFLE,
            ATTACK,
            [SearchDeck(BasicEnergy(), count=3, destination="attach_benched")],
        ),
        (
            "Search your deck for a Fire Energy card and attach it to this Pokémon." + _SHUFFLE,
            ABILITY,
            [SearchDeck(EnergyCardOfType(EnergyType.FIRE), destination="attach_self")],
        ),
        (
            "Search your deck for up to 5 cards and discard them." + _SHUFFLE,
            TRAINER,
            [SearchDeck(AnyCard(), count=5, destination="discard")],
        ),
        (
            "Search your deck for any number of Basic Energy cards of different types, reveal "
            "them, and put them into your hand." + _SHUFFLE,
            TRAINER,
            [SearchDeck(BasicEnergy(), reveal=True, any_number=True, different_types=True)],
        ),
        (
            "You may search your deck for up to 3 cards and put them into your hand." + _SHUFFLE,
            ATTACK,
            [SearchDeck(AnyCard(), count=3, optional=True)],
        ),
        (
            "Search your deck for a Pokémon, show it to your opponent, and put it into your "
            "hand. Shuffle your deck afterward.",
            TRAINER,
            [SearchDeck(AnyPokemon(), reveal=True)],
        ),
        (
            "Search your deck for a Pokémon, a Stadium card, and an Energy card, reveal them, "
            "and put them into your hand." + _SHUFFLE,
            TRAINER,
            [SearchDeckForEach((AnyPokemon(), TrainerCard("Stadium"), EnergyCard()), reveal=True)],
        ),
        (
            "Put up to 2 Supporter cards from your discard pile into your hand.",
            TRAINER,
            [RecoverFromDiscard(TrainerCard("Supporter"), count=2, up_to=True)],
        ),
        (
            "Put up to 2 this Pokémon from your discard pile onto your Bench.",
            ATTACK,
            [RecoverFromDiscard(NamedCard("Tester"), count=2, up_to=True, destination="bench")],
        ),
        (
            "Shuffle up to 5 Basic Energy cards from your discard pile into your deck.",
            TRAINER,
            [RecoverFromDiscard(BasicEnergy(), count=5, up_to=True, destination="deck")],
        ),
        (
            "You may put a Trainer card from your discard pile into your hand.",
            ATTACK,
            [RecoverFromDiscard(TrainerCard(""), optional=True)],
        ),
        (
            "Look at the bottom 7 cards of your deck. You may reveal a Pokémon and a Trainer card "
            "you find there and put them into your hand. Discard the other cards.",
            TRAINER,
            [
                LookAtTop(
                    7,
                    slots=(AnyPokemon(), TrainerCard("")),
                    reveal=True,
                    rest="discard",
                    bottom=True,
                )
            ],
        ),
        (
            "Look at the top 5 cards of your deck. You may reveal up to 2 Item cards you find "
            "there and put them into your hand. Shuffle the other cards and put them on the "
            "bottom of your deck.",
            TRAINER,
            [LookAtTop(5, ItemCard(), take=2, reveal=True, rest="bottom")],
        ),
        (
            "Look at the top 6 cards of either player's deck and put them back in any order.",
            ATTACK,
            [RearrangeTop(6, whose="either")],
        ),
        (
            "Your opponent shuffles their hand into their deck and draws 4 cards.",
            ATTACK,
            [ShuffleHandIntoDeck("opponent"), OpponentDraws(4)],
        ),
        (
            "Each player shuffles his or her hand into his or her deck and draws 4 cards.",
            TRAINER,
            [ShuffleHandIntoDeck("each"), Draw(4), OpponentDraws(4)],
        ),
        (
            "You may draw cards until you have 6 cards in your hand.",
            ATTACK,
            [DrawUntil(6, optional=True)],
        ),
        ("You may draw 2 cards.", ATTACK, [Draw(2, optional=True)]),
        (
            "Flip 2 coins. For each heads, discard a random card from your opponent's hand.",
            TRAINER,
            None,
        ),
        (
            "Your opponent reveals their hand, and you discard 1 card you find there.",
            ATTACK,
            [DiscardFromOpponentsHand(1, AnyCard())],
        ),
        (
            "Discard up to 2 Energy cards from your hand.",
            ATTACK,
            [DiscardFromHand(2, EnergyCard(), up_to=True)],
        ),
        (
            "You can use this card only if you discard another Item card from your hand.",
            TRAINER,
            [DiscardFromHand(1, ItemCard(), to_use=True)],
        ),
        (
            "If heads, your opponent discards 2 cards from their hand.",
            ATTACK,
            [OpponentDiscardsFromHand(2, when=Heads())],
        ),
        (
            "Draw 3 cards. If all of your Pokémon in play are Ethan's Pokémon, draw 5 cards "
            "instead.",
            TRAINER,
            [
                Draw(
                    3,
                    instead=5,
                    instead_when=AllYourPokemon(PokemonCard(trainer="Ethan's")),
                )
            ],
        ),
        (
            "Choose 2 cards from your opponent's hand without looking. Look at the cards you "
            "chose, then have your opponent shuffle those cards into his or her deck.",
            ATTACK,
            [RandomFromOpponentsHand(2, to="deck")],
        ),
        (
            "Choose 1 card from your opponent's hand without looking and discard it.",
            ATTACK,
            [RandomFromOpponentsHand(1)],
        ),
        (
            "Put any 1 card from your discard pile into your hand.",
            ATTACK,
            [RecoverFromDiscard(AnyCard())],
        ),
        (
            "If heads, search your deck for any card and put it into your hand." + _SHUFFLE,
            TRAINER,
            [SearchDeck(AnyCard(), when=Heads())],
        ),
        (
            "Search your deck for a Shedinja and put it onto your Bench." + _SHUFFLE,
            ABILITY,
            [SearchDeck(NamedCard("Shedinja"), destination="bench")],
        ),
        (
            "Search your deck for this Pokémon and put it onto your Bench." + _SHUFFLE,
            ATTACK,
            [SearchDeck(NamedCard("Tester"), destination="bench")],
        ),
        (
            "Search your deck for 2 Arven's Sandwich cards, reveal them, and put them into your "
            "hand." + _SHUFFLE,
            TRAINER,
            [SearchDeck(NamedCard("Arven's Sandwich"), count=2, reveal=True)],
        ),
        (
            "Discard a Grass Energy card from your hand. If you do, draw 2 cards.",
            ATTACK,
            [DiscardFromHand(1, EnergyCardOfType(EnergyType.GRASS)), Draw(2, when=YouDid())],
        ),
    ],
)
def test_texts_compile_to_their_parts(text: str, where: str, parts: list[Part] | None) -> None:
    result = compiled(text, where)
    if parts is None:
        assert result is not None and isinstance(result[-1], RandomFromOpponentsHand)
        assert result[-1].per_heads
        return
    assert result == parts


# -- card filters ----------------------------------------------------------------------------


def _pokemon(name: str, stage: str, **facts: Any) -> Card:
    subtypes = tuple(stage.split(","))
    return Card("t", name, Supertype.POKEMON, subtypes, **facts)


BASIC_GRASS = _pokemon("Rowlet", "Basic", hp=60, types=(EnergyType.GRASS,))
ETHANS = _pokemon("Ethan's Cyndaquil", "Basic", hp=70, types=(EnergyType.FIRE,))
STAGE_1 = _pokemon("Dartrix", "Stage 1", hp=80, types=(EnergyType.GRASS,), evolves_from="Rowlet")
EX = _pokemon("Iron Hands ex", "Basic,ex", hp=230, types=(EnergyType.LIGHTNING,))
TERA = _pokemon("Terapagos ex", "Basic,Tera,ex", hp=230, types=(EnergyType.COLORLESS,))
MEGA = _pokemon("Mega Absol ex", "Stage 1,MEGA,ex", hp=280, types=(EnergyType.DARKNESS,))
SUPPORTER = Card("t", "Team Rocket's Petrel", Supertype.TRAINER, ("Supporter",))
TOOL = Card("t", "Technical Machine: Evolution", Supertype.TRAINER, ("Pokémon Tool",))
SPECIAL = Card("t", "Jet Energy", Supertype.ENERGY, ("Special",))
BASIC_FIRE = next(c for c in CARDS.values() if c.id == FIRE)


@pytest.mark.parametrize(
    ("words", "matching"),
    [
        ("Basic Pokémon with 70 HP or less", {"Rowlet", "Ethan's Cyndaquil"}),
        ("Evolution Grass Pokémon", {"Dartrix"}),
        ("Ethan's Pokémon", {"Ethan's Cyndaquil"}),
        ("Pokémon ex", {"Iron Hands ex", "Terapagos ex", "Mega Absol ex"}),
        ("Tera Pokémon", {"Terapagos ex"}),
        ("Mega Evolution Pokémon ex", {"Mega Absol ex"}),
        ("Stage 1 Pokémon", {"Dartrix", "Mega Absol ex"}),
        ("Supporter cards", {"Team Rocket's Petrel"}),
        ('Supporter card that has "Team Rocket" in its name', {"Team Rocket's Petrel"}),
        ('Pokémon Tool cards that have "Technical Machine" in their name', {TOOL.name}),
        ("Trainer cards", {"Team Rocket's Petrel", TOOL.name}),
        ("Energy cards", {"Jet Energy", "Fire Energy"}),
        ("Special Energy card", {"Jet Energy"}),
        ("Basic Energy card", {"Fire Energy"}),
        ("Tera Pokémon or a Special Energy card", {"Terapagos ex", "Jet Energy"}),
        (
            "in any combination of Grass Pokémon and Basic Fire Energy cards",
            {"Rowlet", "Dartrix", "Fire Energy"},
        ),
    ],
)
def test_filters_match_what_the_words_say(words: str, matching: set[str]) -> None:
    pool = [BASIC_GRASS, ETHANS, STAGE_1, EX, TERA, MEGA, SUPPORTER, TOOL, SPECIAL, BASIC_FIRE]
    found = cards_filter(words)
    assert {c.name for c in pool if found.matches(c)} == matching


ANCIENT = _pokemon("Roaring Moon", "Basic,Ancient", hp=130, types=(EnergyType.DARKNESS,))
POKEMON_V = _pokemon("Lugia VSTAR", "VSTAR", hp=280, types=(EnergyType.COLORLESS,))


@pytest.mark.parametrize(
    ("words", "found", "matching"),
    [
        ("Ancient Pokémon", PokemonCard(kind="ancient"), {"Roaring Moon"}),
        ("Pokémon ex and Pokémon V", PokemonCard(kind="ex_or_v"), {"Iron Hands ex", "Lugia VSTAR"}),
        (
            "Basic non-Colorless Pokémon",
            PokemonCard(stage="basic", not_type=EnergyType.COLORLESS),
            {"Iron Hands ex", "Roaring Moon"},
        ),
        ("Team Rocket's Pokémon", PokemonCard(trainer="Team Rocket's"), set()),
        ("Evolution Pokémon", EvolutionPokemon(), {"Lugia VSTAR"}),
        ("Darkness Pokémon", PokemonOfType(EnergyType.DARKNESS), {"Roaring Moon"}),
        ("Pokémon", AnyPokemon(), {"Iron Hands ex", "Roaring Moon", "Lugia VSTAR"}),
    ],
)
def test_pokemon_words_are_read_alike_by_every_shape(
    words: str, found: CardFilter, matching: set[str]
) -> None:
    """One vocabulary of Pokémon words: the filter a shape of Pokémon reads is the one a shape
    of cards reads."""
    assert pokemon_filter(words) == cards_filter(words) == found
    assert {c.name for c in (EX, ANCIENT, POKEMON_V) if found.matches(c)} == matching


@pytest.mark.parametrize(
    "words", ["Tera Pokémon ex", "Mega Evolution Pokémon", "Ancient Pokémon ex", "Energy cards"]
)
def test_pokemon_words_no_filter_stands_for_are_not_understood(words: str) -> None:
    with pytest.raises(Miss):
        pokemon_filter(words)


@pytest.mark.parametrize(
    ("found", "one", "two"),
    [
        (
            PokemonCard(stage="basic", max_hp=70),
            "A Basic Pokémon with 70 HP or less",
            "Basic Pokémon with 70 HP or less",
        ),
        (
            PokemonCard(stage="evolution", trainer="Team Rocket's"),
            "An Evolution Team Rocket's Pokémon",
            "Evolution Team Rocket's Pokémon",
        ),
        (PokemonCard(trainer="Ethan's"), "An Ethan's Pokémon", "Ethan's Pokémon"),
        (
            PokemonCard(stage="basic", energy=EnergyType.GRASS),
            "A Basic Grass Pokémon",
            "Basic Grass Pokémon",
        ),
        (PokemonCard(kind="mega_ex"), "A Mega Evolution Pokémon ex", "Mega Evolution Pokémon ex"),
        (PokemonCard(kind="tera"), "A Tera Pokémon", "Tera Pokémon"),
        (PokemonCard(kind="ancient"), "An Ancient Pokémon", "Ancient Pokémon"),
        (PokemonCard(kind="ex_or_v"), "A Pokémon ex or Pokémon V", "Pokémon ex and Pokémon V"),
        (
            PokemonCard(stage="basic", not_type=EnergyType.COLORLESS),
            "A Basic non-Colorless Pokémon",
            "Basic non-Colorless Pokémon",
        ),
        (
            PokemonCard(not_type=EnergyType.FIRE),
            "A non-Fire Pokémon",
            "Non-Fire Pokémon",
        ),
        (TrainerCard("Pokémon Tool"), "A Pokémon Tool card", "Pokémon Tool cards"),
        (EnergyCard(), "An Energy card", "Energy cards"),
        (EnergyCard(special=True), "A Special Energy card", "Special Energy cards"),
        (NamedCard("Shroodle"), "A card named Shroodle", "Cards named Shroodle"),
        (NamedCard("Charjabug", pokemon=True), "Charjabug", "Charjabug"),
        (
            NameHas(TrainerCard("Supporter"), "Team Rocket"),
            "A Supporter card that has “Team Rocket” in its name",
            "Supporter cards that have “Team Rocket” in their names",
        ),
        (
            AnyOf((AnyPokemon(), BasicEnergy())),
            "A Pokémon or a basic Energy card",
            "Cards in any combination of Pokémon and basic Energy cards",
        ),
        (
            AnyOf((ItemCard(), TrainerCard("Supporter"), TrainerCard("Stadium"))),
            "An Item card or a Supporter card or a Stadium card",
            "Cards in any combination of Item cards, Supporter cards and Stadium cards",
        ),
    ],
)
def test_filters_are_worded_with_their_article_and_number(
    found: CardFilter, one: str, two: str
) -> None:
    assert problems(found.one()) == [] and problems(found.noun(2)) == []
    assert Reader().render(found.one()) == one
    assert Reader().render(found.noun(2)) == two


@pytest.mark.parametrize(
    "bad",
    [
        lambda: PokemonCard(stage="stage3"),
        lambda: PokemonCard(kind="v"),
        lambda: PokemonCard(max_hp=-10),
        lambda: PokemonCard(energy=EnergyType.GRASS, not_type=EnergyType.FIRE),
        lambda: TrainerCard("Tool"),
        lambda: NamedCard(""),
        lambda: NameHas(AnyCard(), ""),
        lambda: AnyOf((AnyCard(),)),
    ],
)
def test_filters_refuse_values_out_of_range(bad: Any) -> None:
    with pytest.raises(ValueError):
        bad()


# -- every part: described completely, stored as data and read back ---------------------------

PARTS: list[Part] = [
    Draw(2, when=Heads(), optional=True, instead=4, instead_when=YouDid()),
    DrawUntil(5, optional=True, instead=8, instead_when=AllYourPokemon(PokemonCard(trainer="N's"))),
    DrawUntil(4, when=YouDid()),
    *(
        SearchDeck(BasicEnergy(), count=count, destination=destination)
        for destination in (
            "hand",
            "bench",
            "attach",
            "attach_benched",
            "attach_one",
            "attach_one_benched",
            "attach_self",
            "discard",
            "top",
        )
        for count in (1, 2)
    ),
    SearchDeck(BasicEnergy(), any_number=True, different_types=True, optional=True, reveal=True),
    SearchDeck(BasicEnergy(), count=2, destination="split", different_types=True, reveal=True),
    RecoverFromDiscard(AnyPokemon(), count=2, up_to=True, destination="bench"),
    RecoverFromDiscard(BasicEnergy(), count=5, up_to=True, destination="deck"),
    RecoverFromDiscard(ItemCard(), optional=True),
    RecoverFromDiscard(AnyCard(), per_heads=True, when=Heads()),
    DiscardFromHand(2, AnyCard(), to_use=True),
    DiscardHand(),
    *(ShuffleHandIntoDeck(who) for who in ("you", "opponent", "each")),
    OpponentDraws(3, when=Heads()),
    DrawFromBottom(3),
    *(DrawFor(2, what) for what in ("opponents_benched", "opponents_hand", "counted")),
    DrawFor(1, "own_prizes", each=True),
    Draw(1, per_heads=True, when=Heads()),
    RevealHand(stage=Stage.BEFORE_DAMAGE),
    RevealHand(),
    DiscardFromOpponentsHand(2, ItemCard(), up_to=True),
    RandomFromOpponentsHand(per_heads=True, when=Heads()),
    RandomFromOpponentsHand(2, to="deck"),
    OpponentDiscardsFromHand(1),
    DiscardDownTo(3),
    DiscardDownTo(5, who="each"),
    OpponentHandToBottom(),
    LookAtTop(7, TrainerCard("Supporter"), reveal=True),
    LookAtTop(6, take=2, up_to=False, rest="discard"),
    LookAtTop(4, ItemCard(), take=2, rest="bottom", bottom=True),
    LookAtTop(4, TrainerCard("Supporter"), any_number=True, reveal=True),
    LookAtTop(7, slots=(AnyPokemon(), TrainerCard("")), reveal=True),
    RearrangeTop(3, or_bottom=True),
    RearrangeTop(5, whose="opponent"),
    RearrangeTop(1, whose="either"),
    PutOnBottomFromHand(2),
    OnlyIfLastCard(),
    SearchDeckForEach((AnyPokemon(), TrainerCard("Supporter"), BasicEnergy()), reveal=True),
]


@pytest.mark.parametrize("part", PARTS, ids=[type(p).__name__ for p in PARTS])
def test_every_part_is_described_completely_and_stored_as_data(part: Part) -> None:
    assert problems(part.describe()) == []
    assert part_from_data(part_to_data(part)) == part


def test_a_discard_cost_says_the_card_cant_be_used_without_it() -> None:
    words = Reader().render(DiscardFromHand(2, AnyCard(), to_use=True).describe())
    assert words.startswith("You can use this card only if you discard 2 other cards")


@pytest.mark.parametrize(
    "bad",
    [
        lambda: Draw(0),
        lambda: DrawUntil(0),
        lambda: SearchDeck(AnyCard(), destination="lost_zone"),
        lambda: SearchDeck(AnyCard(), count=0),
        lambda: SearchDeck(BasicEnergy(), count=3, destination="split"),
        lambda: RecoverFromDiscard(AnyCard(), destination="prizes"),
        lambda: ShuffleHandIntoDeck("both"),
        lambda: RandomFromOpponentsHand(to="hand"),
        lambda: DiscardDownTo(3, who="you"),
        lambda: LookAtTop(7, rest="elsewhere"),
        lambda: LookAtTop(7, destination="prizes"),
        lambda: RearrangeTop(3, whose="opponent", or_bottom=True),
        lambda: SearchDeckForEach((AnyCard(),)),
    ],
)
def test_parts_refuse_values_out_of_range(bad: Any) -> None:
    with pytest.raises(ValueError):
        bad()


# -- searches --------------------------------------------------------------------------------


def test_a_search_attaching_to_1_of_your_pokemon_puts_every_card_on_the_same_one() -> None:
    game = game_at(
        {
            "active": {"card": CRABRAWLER, "energy": [f"{FIGHTING} x3"]},
            "bench": [{"card": "sm1-9"}, {"card": "sm1-24"}],
            "deck": [GRASS, FIRE, WATER],
        },
        OPPONENT,
        attack=[SearchDeck(BasicEnergy(), count=2, destination="attach_one_benched")],
    )
    crabhammer(game)
    answer(game, GRASS, FIRE)
    assert choice(game).options[0].pokemon is not None  # now: which Benched Pokémon
    assert len(choice(game).options) == 2
    game.apply(Answer((1,)))
    litten = game.state.players[0].bench[1]
    assert sorted(ids(game, litten.energy)) == [GRASS, FIRE]
    assert game.state.players[0].bench[0].energy == []


def test_a_search_attaching_to_this_pokemon_needs_no_target() -> None:
    game = game_at(
        {"active": {"card": CRABRAWLER, "energy": [f"{FIGHTING} x3"]}, "deck": [GRASS, FIGHTING]},
        OPPONENT,
        attack=[SearchDeck(EnergyCardOfType(EnergyType.FIGHTING), destination="attach_self")],
    )
    crabhammer(game)  # a search may take none: it asks even for the one card there is
    answer(game, FIGHTING)
    attacker = game.state.players[0].active
    assert attacker is not None and ids(game, attacker.energy).count(FIGHTING) == 4


def test_a_search_for_cards_of_different_types_offers_only_types_not_chosen_yet() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": [GRASS, GRASS, FIRE, "sm1-9"]},
        OPPONENT,
        trainer=[SearchDeck(BasicEnergy(), any_number=True, different_types=True)],
    )
    play_hau(game)
    assert offered(game) == [GRASS, GRASS, FIRE]
    answer(game, GRASS)
    assert offered(game) == [FIRE]
    answer(game, FIRE)
    assert sorted(ids(game, game.state.players[0].hand)) == [GRASS, FIRE]


def test_a_split_search_that_finds_one_card_puts_it_into_the_hand() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": [GRASS, "sm1-9"]},
        OPPONENT,
        trainer=[SearchDeck(BasicEnergy(), count=2, destination="split", reveal=True)],
    )
    play_hau(game)
    answer(game, GRASS)
    assert ids(game, game.state.players[0].hand) == [GRASS]
    attacker = game.state.players[0].active
    assert attacker is not None and attacker.energy == []


def test_a_search_that_discards_reveals_nothing_privately_and_shuffles() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": [GRASS, FIRE, WATER]},
        OPPONENT,
        trainer=[SearchDeck(AnyCard(), count=2, destination="discard")],
    )
    play_hau(game)
    answer(game, FIRE, WATER)
    assert sorted(ids(game, game.state.players[0].discard)) == sorted([FIRE, WATER, HAU])
    assert "shuffle" in kinds(game, 1)


def test_a_declined_optional_search_doesnt_look_or_shuffle() -> None:
    game = game_at(
        {"active": {"card": CRABRAWLER, "energy": [f"{FIGHTING} x3"]}},
        OPPONENT,
        attack=[SearchDeck(AnyCard(), count=3, optional=True)],
    )
    crabhammer(game)
    assert choice(game).prompt.id == "prompt.search_yes_no"
    answer(game, "no")
    assert "shuffle" not in kinds(game)


def test_a_bench_search_for_any_pokemon_offers_only_basic_pokemon() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": ["sm1-10", "sm1-10", GRASS]},
        OPPONENT,
        trainer=[SearchDeck(AnyPokemon(), count=2, destination="bench")],
    )
    play_hau(game)  # Dartrix is a Stage 1: nothing can go onto the Bench
    assert game.state.players[0].bench == []
    assert "search_nothing" in kinds(game)


def test_evolution_pokemon_go_onto_the_bench_only_when_the_text_names_them() -> None:
    """C-11: "Search your deck for up to 2 Stage 1 Pokémon and put them onto your Bench",
    "Search your deck for a Shedinja and put it onto your Bench"."""
    for cards in (PokemonCard(stage="stage1"), NamedCard("Dartrix")):
        game = game_at(
            {**HAND_AND_HAU, "deck": ["sm1-10", "sm1-9", "sm1-11", GRASS]},
            OPPONENT,
            trainer=[SearchDeck(cards, count=2, destination="bench")],
        )
        play_hau(game)
        assert offered(game) == ["sm1-10"]
        answer(game, "sm1-10")
        assert ids(game, [p.top for p in game.state.players[0].bench]) == ["sm1-10"]


def test_searching_for_one_of_each_offers_each_kind_once() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": ["sm1-9", "sm1-127", GRASS]},
        OPPONENT,
        trainer=[SearchDeckForEach((AnyPokemon(), ItemCard(), TrainerCard("Stadium")))],
    )
    play_hau(game)
    assert offered(game) == ["sm1-9"]
    answer(game, "sm1-9")
    assert offered(game) == ["sm1-127"]
    answer(game)  # the Item card need not be taken; no Stadium: nothing asked
    assert ids(game, game.state.players[0].hand) == ["sm1-9"]
    # Not revealed: the opponent reads that a card was taken, not which.
    seen = [m for m in game.log_for(1) if m.id == "event.search_hidden"]
    assert len(seen) == 1


# -- the discard pile ------------------------------------------------------------------------


def test_no_heads_takes_nothing_from_the_discard_pile() -> None:
    game = game_at(
        {"active": {"card": CRABRAWLER, "energy": [f"{FIGHTING} x3"]}, "discard": [GRASS]},
        OPPONENT,
        attack=[FlipCoins(2), RecoverFromDiscard(AnyCard(), per_heads=True)],
    )
    game.chance.force_coins([False, False])
    crabhammer(game)
    assert ids(game, game.state.players[0].discard) == [GRASS]
    assert game.state.turn == 4


def test_up_to_from_the_discard_pile_may_take_none() -> None:
    game = game_at(
        {**HAND_AND_HAU, "discard": [GRASS, FIRE]},
        OPPONENT,
        trainer=[RecoverFromDiscard(BasicEnergy(), count=2, up_to=True)],
    )
    play_hau(game)
    assert (choice(game).minimum, choice(game).maximum) == (0, 2)


def test_pokemon_from_the_discard_pile_onto_the_bench_are_basic_and_fit_the_bench() -> None:
    game = game_at(
        {
            **HAND_AND_HAU,
            "bench": [{"card": "sm1-24"}] * 4,
            "discard": ["sm1-9", "sm1-10", "sm1-14"],
        },
        OPPONENT,
        trainer=[RecoverFromDiscard(AnyPokemon(), count=2, up_to=True, destination="bench")],
    )
    play_hau(game)
    assert offered(game) == ["sm1-9", "sm1-14"]
    assert choice(game).maximum == 1
    answer(game, "sm1-14")
    assert ids(game, [p.top for p in game.state.players[0].bench])[-1] == "sm1-14"


def test_cards_shuffled_from_the_discard_pile_into_the_deck() -> None:
    game = game_at(
        {**HAND_AND_HAU, "discard": [GRASS, FIRE, "sm1-9"], "deck": [WATER]},
        OPPONENT,
        trainer=[RecoverFromDiscard(BasicEnergy(), count=5, up_to=True, destination="deck")],
    )
    play_hau(game)
    answer(game, GRASS, FIRE)
    assert sorted(ids(game, game.state.players[0].deck)) == sorted([WATER, GRASS, FIRE])
    assert kinds(game).count("discard_to_deck") == 2 and "shuffle" in kinds(game)


# -- draws -----------------------------------------------------------------------------------


def test_a_declined_optional_draw_draws_nothing() -> None:
    game = game_at(
        {"active": {"card": CRABRAWLER, "energy": [f"{FIGHTING} x3"]}},
        OPPONENT,
        attack=[DrawUntil(6, optional=True), Draw(2, optional=True)],
    )
    crabhammer(game)
    answer(game, "no")
    answer(game, "yes")
    # Crabrawler's player drew 2; the turn passed, and the opponent drew for their turn.
    assert len(game.state.players[0].hand) == 2


def test_the_opponent_draws_too() -> None:
    game = game_at(HAND_AND_HAU, OPPONENT, trainer=[Draw(1), OpponentDraws(3)])
    play_hau(game)
    assert len(game.state.players[0].hand) == 1 and len(game.state.players[1].hand) == 3


def test_drawing_per_opponents_benched_pokemon_is_refused_without_any() -> None:
    game = game_at(HAND_AND_HAU, OPPONENT, trainer=[DrawFor(1, "opponents_benched")])
    hau = game.state.players[0].hand[0]
    refused = game.why_illegal(PlayTrainer(hau), 0)
    assert refused is not None and refused.code == "nothing_to_draw_for_opponents_benched"


def test_draws_from_the_bottom_are_hidden_from_the_opponent() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": [GRASS, GRASS, FIRE]}, OPPONENT, trainer=[DrawFromBottom(1)]
    )
    play_hau(game)
    assert ids(game, game.state.players[0].hand) == [FIRE]
    assert "draw_hidden" in kinds(game, 1)


# -- the hand --------------------------------------------------------------------------------


def test_discarding_the_hand_alone_is_refused_with_an_empty_hand() -> None:
    game = game_at(HAND_AND_HAU, OPPONENT, trainer=[DiscardHand()])
    refused = game.why_illegal(PlayTrainer(game.state.players[0].hand[0]), 0)
    assert refused is not None and refused.code == "hand_empty_nothing_changes"


def test_a_hand_shuffled_into_the_deck_gets_new_handles() -> None:
    game = game_at(
        {**HAND_AND_HAU, "hand": [HAU, "sm1-9"], "deck": [GRASS]},
        OPPONENT,
        trainer=[ShuffleHandIntoDeck("you")],
    )
    before = set(game.state.players[0].hand)
    play_hau(game)
    assert game.state.players[0].hand == []
    assert sorted(ids(game, game.state.players[0].deck)) == sorted([GRASS, "sm1-9"])
    assert not before & set(game.state.players[0].deck)


def test_a_random_card_per_heads_from_the_opponents_hand() -> None:
    game = game_at(
        HAND_AND_HAU,
        {**OPPONENT, "hand": [GRASS, GRASS, GRASS]},
        trainer=[FlipCoins(3), RandomFromOpponentsHand(per_heads=True)],
    )
    game.chance.force_coins([True, True, False])
    play_hau(game)
    assert len(game.state.players[1].discard) == 2
    assert len(game.state.players[1].hand) == 1
    assert "reveal" in kinds(game, 0)


def test_each_player_discards_down_only_when_over_the_size() -> None:
    game = game_at(
        HAND_AND_HAU,
        {**OPPONENT, "hand": [GRASS, GRASS, FIRE, WATER]},
        trainer=[DiscardDownTo(2, who="each")],
    )
    play_hau(game)
    assert choice(game).player == 1 and choice(game).minimum == 2
    answer(game, GRASS, GRASS)
    assert game.pending is not None and not isinstance(game.pending, Choice)
    assert sorted(ids(game, game.state.players[1].discard)) == [GRASS, GRASS]


def test_the_revealed_hand_is_shown_to_both_players() -> None:
    game = game_at(HAND_AND_HAU, {**OPPONENT, "hand": ["sm1-9"]}, trainer=[RevealHand(), Draw(1)])
    play_hau(game)
    for viewer in (0, 1):
        shown = [m for m in game.log_for(viewer) if m.id == "event.reveal"]
        assert shown and shown[0]["player"] == Seat(1)


# -- the top of the deck ---------------------------------------------------------------------


def test_a_look_at_the_top_is_private_and_takes_one_of_each_kind() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": ["sm1-9", "sm1-24", "sm1-127", GRASS, "sm1-14"]},
        OPPONENT,
        trainer=[LookAtTop(4, slots=(AnyPokemon(), TrainerCard("")), reveal=True)],
    )
    play_hau(game)
    assert offered(game) == ["sm1-9", "sm1-24"]  # the 5th card isn't looked at
    answer(game, "sm1-24")
    assert offered(game) == ["sm1-127"]
    answer(game, "sm1-127")
    assert sorted(ids(game, game.state.players[0].hand)) == ["sm1-127", "sm1-24"]
    assert "look_at_deck" in kinds(game, 0) and "look_at_deck_hidden" in kinds(game, 1)


def test_a_look_that_must_take_cards_takes_them_all_when_there_are_fewer() -> None:
    game = game_at(
        {**HAND_AND_HAU, "deck": [GRASS]},
        OPPONENT,
        trainer=[LookAtTop(6, take=2, up_to=False, rest="discard")],
    )
    play_hau(game)
    assert ids(game, game.state.players[0].hand) == [GRASS]


def test_the_top_of_either_deck_is_put_back_in_the_chosen_order() -> None:
    game = game_at(
        HAND_AND_HAU,
        {**OPPONENT, "deck": ["sm1-9", "sm1-14", GRASS]},
        trainer=[RearrangeTop(2, whose="either")],
    )
    play_hau(game)
    answer(game, "opponents")
    answer(game, "sm1-14")
    assert ids(game, game.state.players[1].deck) == ["sm1-14", "sm1-9", GRASS]


def test_put_on_the_bottom_only_with_enough_cards_and_hidden_from_the_opponent() -> None:
    game = game_at(
        {**HAND_AND_HAU, "hand": [HAU, "sm1-9", FIRE], "deck": [GRASS]},
        OPPONENT,
        trainer=[PutOnBottomFromHand(2), Draw(1, when=YouDid())],
    )
    play_hau(game)
    answer(game, FIRE)
    # Fire Energy went under Grass Energy, Rowlet under it; then Grass Energy was drawn.
    assert ids(game, game.state.players[0].deck) == [FIRE, "sm1-9"]
    assert ids(game, game.state.players[0].hand) == [GRASS]
    assert "put_on_bottom_hidden" in kinds(game, 1)
    short = game_at(
        {**HAND_AND_HAU, "hand": [HAU, "sm1-9"]}, OPPONENT, trainer=[PutOnBottomFromHand(2)]
    )
    refused = short.why_illegal(PlayTrainer(short.state.players[0].hand[0]), 0)
    assert refused is not None and refused.code == "not_enough_for_bottom"


def test_only_as_the_last_card_in_hand() -> None:
    game = game_at(
        {**HAND_AND_HAU, "hand": [HAU, GRASS]}, OPPONENT, trainer=[OnlyIfLastCard(), Draw(1)]
    )
    refused = game.why_illegal(PlayTrainer(game.state.players[0].hand[0]), 0)
    assert refused is not None and refused.code == "not_last_card"
    alone = game_at(HAND_AND_HAU, OPPONENT, trainer=[OnlyIfLastCard(), Draw(1)])
    assert alone.why_illegal(PlayTrainer(alone.state.players[0].hand[0]), 0) is None


def test_the_opponents_hand_goes_to_the_bottom_and_they_draw_as_many() -> None:
    game = game_at(
        HAND_AND_HAU,
        {**OPPONENT, "hand": ["sm1-9", "sm1-14"], "deck": [FIRE, FIRE]},
        trainer=[OpponentHandToBottom()],
    )
    play_hau(game)
    assert ids(game, game.state.players[1].hand) == [FIRE, FIRE]
    assert sorted(ids(game, game.state.players[1].deck)) == ["sm1-14", "sm1-9"]


def test_filters_by_owner_and_kind_match_pokemon_in_play() -> None:
    everyone = AllYourPokemon(PokemonCard(stage="basic"))
    assert problems(everyone.sentence(Draw(1).describe())) == []
    assert BasicPokemon().matches(BASIC_GRASS) and EvolutionPokemon().matches(STAGE_1)
    assert PokemonOfType(EnergyType.GRASS).matches(STAGE_1)
