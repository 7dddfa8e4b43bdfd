"""Cards and decks for the printing tests: the starter decks (Playmat's own files, no database
needed) and cards written here, in our own words, that push the proxy layout to its limits."""

from __future__ import annotations

from playmat.cards.model import Ability, Attack, Card, EnergyType, Supertype, TypeModifier
from playmat.cards.model import DamageSign as Sign
from playmat.cards.starter import starter_cards, starter_decks

Entries = list[tuple[Card, int]]


def starter_entries(name: str | None = None) -> Entries:
    cards = {card.id: card for card in starter_cards()}
    decks = starter_decks()
    deck = next(d for d in decks if name is None or d.name == name)
    return [(cards[card_id], count) for card_id, count in deck.cards]


_LONG = (
    "Once during your turn, you may choose a card from your discard pile and shuffle it into "
    "your deck. If you do, your opponent reveals their hand, and you may put any number of "
    "Basic Pokémon you find there onto their Bench. Then, for each Pokémon put onto a Bench in "
    "this way, put 2 damage counters on it. This effect can't be stopped by any other effect, "
    "and it stays in play as long as this Pokémon is in the Active Spot or on your Bench. "
)


def longest_card() -> Card:
    """A Pokémon with far more text than any real card: three Abilities, four attacks with
    five-Energy costs and long names, two rule boxes, every Weakness and Resistance."""
    five = (
        EnergyType.FIRE,
        EnergyType.WATER,
        EnergyType.GRASS,
        EnergyType.METAL,
        EnergyType.COLORLESS,
    )
    return Card(
        id="pt1-1",
        name="Extraordinarily Verbose Testmon Supreme VMAX",
        supertype=Supertype.POKEMON,
        subtypes=("Stage 2", "VMAX", "TAG TEAM", "Single Strike", "Fusion Strike"),
        hp=340,
        types=(EnergyType.FIRE, EnergyType.DRAGON),
        evolves_from="Rather Long Named Testmon Junior",
        weaknesses=(
            TypeModifier(EnergyType.WATER, Sign.TIMES, 2),
            TypeModifier(EnergyType.FIGHTING, Sign.PLUS, 30),
        ),
        resistances=(
            TypeModifier(EnergyType.GRASS, Sign.MINUS, 30),
            TypeModifier(EnergyType.METAL, Sign.MINUS, 30),
        ),
        retreat_cost=(EnergyType.COLORLESS,) * 5,
        abilities=tuple(
            Ability(f"Endless Chatter Number {n}", "Ability", _LONG) for n in (1, 2, 3)
        ),
        attacks=tuple(
            Attack(f"Interminable Monologue Blast {n}", five, 300, Sign.TIMES, _LONG * 2)
            for n in (1, 2, 3, 4)
        ),
        rules=(
            "VMAX rule: When your Pokémon VMAX is Knocked Out, your opponent takes 3 Prize cards.",
            "TAG TEAM rule: " + _LONG,
        ),
        set_id="pt1",
        set_name="Playmat Test Expansion With A Very Long Name Indeed",
        number="1",
        regulation_mark="H",
    )


def long_trainer() -> Card:
    return Card(
        id="pt1-2",
        name="Team Testing's Invention T-900 Technical Machine Deluxe Edition",
        supertype=Supertype.TRAINER,
        subtypes=("Item", "Technical Machine", "ACE SPEC"),
        rules=(_LONG * 4, "You can't have more than 1 ACE SPEC card in your deck."),
        set_id="pt1",
        set_name="Playmat Test",
        number="2",
    )


def bare_card() -> Card:
    """A Pokémon whose data lacks nearly everything."""
    return Card(id="pt1-3", name="Mysterymon", supertype=Supertype.POKEMON)
