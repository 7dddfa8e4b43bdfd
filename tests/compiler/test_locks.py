"""Text that takes things away while its card is in play (``compiler/shapes/locks.py``): no
Abilities (EN II-D-13), Pokémon Tools with no effect, cards the opponent can't play from their
hand (EN II-C-19); and how the rules leave out what is taken away.

The cards are written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from playmat.cards.model import Ability, Attack, Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.always_on import ItIsIn, PlayLock, Reach, Spot, WhileInPlay
from playmat.effects.data import always_on_from_data, always_on_to_data, script_from_data
from playmat.effects.predicates import (
    AceSpecCard,
    ExceptFor,
    HasAbility,
    PokemonCard,
    PokemonOfType,
)
from playmat.i18n.catalogue import Reader
from playmat.play.games import scripts_for
from playmat.rules.actions import EndTurn, Retreat, UseAbility
from playmat.rules.game import Game
from playmat.rules.modifiers import ModifierKind

_ACTIVE = ItIsIn(Spot.ACTIVE)


def pokemon(card_id: str, ability: str, *, types: tuple[EnergyType, ...] = ()) -> Card:
    return Card(
        card_id,
        card_id.capitalize(),
        Supertype.POKEMON,
        ("Basic",),
        hp=100,
        types=types or (EnergyType.WATER,),
        attacks=(Attack("Tackle", (EnergyType.COLORLESS,), 10),),
        abilities=(Ability(f"{card_id} Ability", "Ability", ability),),
    )


def always_on(text: str, kind: str = "") -> tuple[Any, ...]:
    if kind:
        card = Card("test-1", "Test Stadium", Supertype.TRAINER, (kind,), rules=(text,))
    else:
        card = pokemon("test-1", text)
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    script = script_from_data(compiled.script, card)
    return tuple(script.in_play) if kind else tuple(script.abilities[0].always_on)


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        (
            "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon has "
            "no Abilities, except for Test Ability.",
            "",
            WhileInPlay(
                ModifierKind.NO_ABILITIES,
                reach=Reach.THEIRS,
                spot=Spot.ACTIVE,
                when=_ACTIVE,
                except_ability="Test Ability",
            ),
        ),
        (
            "Fire Pokémon in play (both yours and your opponent's) have no Abilities.",
            "Stadium",
            WhileInPlay(
                ModifierKind.NO_ABILITIES, reach=Reach.EVERY, only=PokemonOfType(EnergyType.FIRE)
            ),
        ),
        (
            "As long as this Pokémon is on your Bench, Benched Stage 1 Pokémon (both yours and "
            "your opponent's) have no Abilities, except for Pokémon ex.",
            "",
            WhileInPlay(
                ModifierKind.NO_ABILITIES,
                reach=Reach.EVERY,
                spot=Spot.BENCH,
                only=PokemonCard(stage="stage1"),
                when=ItIsIn(Spot.BENCH),
                except_cards=PokemonCard(kind="ex"),
            ),
        ),
        (
            "Pokémon Tools attached to each Pokémon (both yours and your opponent's) have no "
            "effect.",
            "Stadium",
            WhileInPlay(ModifierKind.TOOLS_OFF, reach=Reach.EVERY),
        ),
        (
            "As long as this Pokémon is in the Active Spot, your opponent can't play any ACE "
            "SPEC cards from their hand.",
            "",
            PlayLock(AceSpecCard(), when=_ACTIVE),
        ),
        (
            "As long as this Pokémon is in the Active Spot, your opponent can't play any "
            "Pokémon that has an Ability from their hand, except for Fire Pokémon.",
            "",
            PlayLock(ExceptFor(HasAbility(), PokemonOfType(EnergyType.FIRE)), when=_ACTIVE),
        ),
    ],
)
def test_a_lock_compiles(text: str, kind: str, expected: Any) -> None:
    assert always_on(text, kind) == (expected,)
    assert Reader().problems(expected.describe()) == []
    assert always_on_from_data(always_on_to_data(expected)) == expected


def test_it_cant_take_its_own_Pokemons_Abilities_away() -> None:
    assert compile_card(pokemon("test-1", "This Pokémon has no Abilities.")).missed


def _game(cards: dict[str, Card], player1: dict[str, Any], player2: dict[str, Any]) -> Game:
    position = {
        "turn": 3,
        "current": 1,
        "player1": {"deck": ["water x5"], "prizes": ["water x6"], **player1},
        "player2": {"deck": ["water x5"], "prizes": ["water x6"], **player2},
    }
    water = Card(
        "water", "Water Energy", Supertype.ENERGY, ("Basic",), energy_type=EnergyType.WATER
    )
    pool = {**cards, "water": water}
    return Game.from_position(position, pool, scripts=scripts_for(pool.values()))


def test_what_is_taken_away_stops_working_and_comes_back() -> None:
    """EN II-D-13: the locked Pokémon's always-on Ability gives nothing and its announced one
    is refused; once the lock's Pokémon leaves the Active Spot, both work again."""
    lock = pokemon(
        "lockmon",
        "As long as this Pokémon is in the Active Spot, your opponent's Active Pokémon has no "
        "Abilities.",
    )
    sturdy = pokemon("sturdymon", "This Pokémon gets +50 HP.")
    drawer = pokemon("drawmon", "Once during your turn, you may draw a card.")
    game = _game(
        {c.id: c for c in (lock, sturdy, drawer)},
        {"active": {"card": "drawmon"}, "bench": [{"card": "sturdymon"}]},
        {"active": {"card": "lockmon"}, "bench": [{"card": "sturdymon"}]},
    )
    mine, theirs = game.state.players
    assert mine.active is not None and theirs.active is not None
    refusal = game.why_illegal(UseAbility(mine.active.id, 0))
    assert refusal is not None and refusal.code == "ability_taken_away"
    # A Benched Pokémon keeps its Ability; the locking Pokémon's own side is not reached.
    assert game.max_hp(mine.bench[0]) == 150
    assert game.max_hp(theirs.bench[0]) == 150
    # The lock ends as its Pokémon leaves the Active Spot.
    game.apply(EndTurn())
    game.apply(Retreat(theirs.bench[0].id))
    game.apply(EndTurn())
    assert game.why_illegal(UseAbility(mine.active.id, 0)) is None
