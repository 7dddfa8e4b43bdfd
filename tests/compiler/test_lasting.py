"""Lasting effects, effects on a player, Knock Outs and conditions of use, compiled
(``compiler/shapes/lasting.py``, ``restrictions.py``, the openings of ``openings.py``) into the
parts of ``effects/pokemon_parts.py``, ``player_effects.py``, ``restrictions.py`` and the
conditions of ``effects/predicates/history.py``: what each sentence compiles to, the texts left
to the manual tools, the parts' words and data, and the rulings the scenarios of
``tests/scenarios/compiled/lasting_*.toml`` and ``restrictions_*.toml`` don't play (EN II-C-15,
C-17, C-19, D-16, E-03, E-11, E-16).

The sentences here are written for the tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from playmat.cards.model import Attack, Card, Supertype
from playmat.compiler.compile import Missed, compile_text
from playmat.compiler.grammar import ATTACK, PASSIVE, TRAINER
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.base import ALWAYS, Part
from playmat.effects.coins import FlipCoins
from playmat.effects.damage_parts import MoreDamage
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.player_effects import PlayerLasting
from playmat.effects.pokemon_parts import (
    DisableChosenAttack,
    Inflict,
    Lasting,
    PlayerAttacksDoMore,
    PoisonCounters,
    ProtectChosen,
)
from playmat.effects.predicates import (
    AnyPokemon,
    BasicPokemon,
    Compare,
    Counted,
    CountIs,
    DefenderCounters,
    DefenderHasAttached,
    DefenderIsKind,
    EnergyCard,
    ExtraEnergy,
    HasDamageCounters,
    HasPokemon,
    Heads,
    KnockedOutByThisAttack,
    KnockedOutLastTurn,
    MorePrizes,
    PokemonCard,
    PokemonKind,
    SelfHealed,
    SelfMovedUp,
    Tails,
)
from playmat.effects.restrictions import (
    AttackOnlyIf,
    KnockOutChosen,
    KnockOutDefender,
    KnockOutLeastHp,
    KnockOutSelf,
)
from playmat.effects.trainer_play import UsableOnlyIf
from playmat.i18n.catalogue import Reader, catalogue
from playmat.i18n.message import Message, Term
from playmat.play.scenario import run
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.state import Condition as SpecialCondition

TESTMON = Card(
    "test-1",
    "Testmon",
    Supertype.POKEMON,
    ("Basic",),
    hp=100,
    attacks=(Attack("Tackle", (), 10), Attack("Big Crash", (), 120)),
)
ENGLISH = catalogue("en")


def parts_of(text: str, where: str = ATTACK) -> list[Any]:
    result = compile_text(text, TESTMON, where)
    assert not isinstance(result, Missed), result
    return list(result)


def missed(text: str, where: str = ATTACK) -> bool:
    return isinstance(compile_text(text, TESTMON, where), Missed)


_NEXT = Duration.YOUR_NEXT_TURN
_THEIRS = Duration.OPPONENTS_NEXT_TURN
_CANT_USE = ModifierKind.CANT_USE_ATTACK
_POISONED = SpecialCondition.POISONED
_EX = PokemonCard(kind="ex")


@pytest.mark.parametrize(
    ("text", "where", "expected"),
    [
        # EN II-C-15, E-02: an attack of this card it can't use for a while.
        (
            "During your next turn, this Pokémon can't use Big Crash.",
            ATTACK,
            [Lasting(_CANT_USE, _NEXT, attack="Big Crash")],
        ),
        (
            "Flip a coin. If tails, this Pokémon can't use Big Crash during your next turn.",
            ATTACK,
            [FlipCoins(), Lasting(_CANT_USE, _NEXT, when=Tails(), attack="Big Crash")],
        ),
        ("You can't use this attack during your next turn.", ATTACK, [Lasting(_CANT_USE, _NEXT)]),
        (
            "This Pokémon can't use Big Crash again until it leaves the Active Spot.",
            ATTACK,
            [Lasting(_CANT_USE, Duration.WHILE_IN_PLAY, attack="Big Crash")],
        ),
        # E-03: counters on the Attacking Pokémon during the opponent's next turn.
        (
            "During your opponent's next turn, if this Pokémon is damaged by an attack (even if "
            "it is Knocked Out), put 6 damage counters on the Attacking Pokémon.",
            ATTACK,
            [Lasting(ModifierKind.DAMAGED_COUNTERS, _THEIRS, amount=6)],
        ),
        (
            "During your opponent's next turn, this Pokémon has no Weakness.",
            ATTACK,
            [Lasting(ModifierKind.NO_WEAKNESS, _THEIRS)],
        ),
        (
            "If heads, during your opponent's next turn, any damage done to this Pokémon by "
            "attacks is reduced by 30 (after applying Weakness and Resistance).",
            ATTACK,
            [Lasting(ModifierKind.DAMAGE_TAKEN, _THEIRS, amount=-30, when=Heads())],
        ),
        (
            "During your opponent's next turn, any damage done to this Pokémon by attacks is "
            "increased by 20 (after applying Weakness and Resistance).",
            ATTACK,
            [Lasting(ModifierKind.DAMAGE_TAKEN, _THEIRS, amount=20)],
        ),
        (
            "Choose 1 of your opponent's Active Pokémon's attacks. During your opponent's next "
            "turn, that Pokémon can't use that attack.",
            ATTACK,
            [DisableChosenAttack()],
        ),
        # E-16: the Poison just given puts more counters; on its condition, or on its own.
        (
            "If heads, your opponent's Active Pokémon is now Poisoned. Put 3 damage counters "
            "instead of 1 on that Pokémon between turns.",
            ATTACK,
            [Inflict(_POISONED, when=Heads()), PoisonCounters(3, when=Heads())],
        ),
        (
            "Your opponent's Active Pokémon is now Burned and Poisoned. During Pokémon Checkup, "
            "put 4 damage counters on that Pokémon instead of 1.",
            ATTACK,
            [
                Inflict(SpecialCondition.BURNED),
                Inflict(_POISONED),
                PoisonCounters(4),
            ],
        ),
        (
            "Your opponent's Active Pokémon is now Poisoned. If heads, put 4 damage counters "
            "instead of 1 on that Pokémon between turns.",
            ATTACK,
            [Inflict(_POISONED), PoisonCounters(4, when=Heads())],
        ),
        # C-19: effects on a player.
        (
            "Your opponent can't play any Item cards from their hand during their next turn.",
            ATTACK,
            [PlayerLasting(ModifierKind.CANT_PLAY_ITEMS, _THEIRS, on_opponent=True)],
        ),
        (
            "During your opponent's next turn, all of your Pokémon take 20 less damage from "
            "attacks from your opponent's Pokémon ex (after applying Weakness and Resistance). "
            "(This includes new Pokémon that come into play.)",
            TRAINER,
            [PlayerLasting(ModifierKind.DAMAGE_TAKEN, _THEIRS, amount=-20, against=_EX)],
        ),
        (
            "During this turn, your Pokémon's attacks do 30 more damage to your opponent's "
            "Active Pokémon ex and Active Pokémon V (before applying Weakness and Resistance).",
            TRAINER,
            [PlayerAttacksDoMore(30, against=PokemonCard(kind="ex_or_v"))],
        ),
        (
            "During this turn, attacks used by your Pokémon do 30 more damage to your "
            "opponent's Active Pokémon (before applying Weakness and Resistance).",
            TRAINER,
            [PlayerAttacksDoMore(30)],
        ),
        # D-16: Knock Outs by an effect.
        (
            "If heads, Knock Out your opponent's Active Basic Pokémon.",
            ATTACK,
            [KnockOutDefender(when=Heads(), only=BasicPokemon())],
        ),
        (
            "If your opponent's Active Pokémon has exactly 5 damage counters on it, that "
            "Pokémon is Knocked Out.",
            ATTACK,
            [KnockOutDefender(when=DefenderCounters(Compare.EXACTLY, 5))],
        ),
        (
            "If your opponent's Active Pokémon has 4 or more damage counters on it, that "
            "Pokémon is Knocked Out.",
            ATTACK,
            [KnockOutDefender(when=DefenderCounters(Compare.AT_LEAST, 4))],
        ),
        (
            "If your opponent's Active Pokémon is a Pokémon ex, it is Knocked Out.",
            ATTACK,
            [KnockOutDefender(when=DefenderIsKind(PokemonKind.EX))],
        ),
        (
            "Knock Out 1 of your opponent's Pokémon that has exactly 6 damage counters on it.",
            ATTACK,
            [KnockOutChosen(counters=6)],
        ),
        (
            "Both Active Pokémon are Knocked Out.",
            ATTACK,
            [KnockOutDefender(), KnockOutSelf()],
        ),
        # Conditions of using an attack or a card.
        (
            "You can use this attack only if this Pokémon has any damage counters on it.",
            ATTACK,
            [AttackOnlyIf(HasDamageCounters(on_defender=False))],
        ),
        (
            "You can use this attack only if you have more Prize cards remaining than your "
            "opponent.",
            ATTACK,
            [AttackOnlyIf(MorePrizes())],
        ),
        (
            "You can use this card only if your opponent has exactly 2 Prize cards remaining.",
            TRAINER,
            [UsableOnlyIf(CountIs(Counted.OPPONENTS_PRIZES, Compare.EXACTLY, 2))],
        ),
        (
            "You can play this card only if 1 of your Pokémon was Knocked Out during your "
            "opponent's last turn.",
            TRAINER,
            [UsableOnlyIf(KnockedOutLastTurn())],
        ),
        (
            "You may use this card only if you have fewer Prize cards left than your opponent.",
            TRAINER,
            [UsableOnlyIf(MorePrizes(fewer=True))],
        ),
        (
            "Choose 1 of your opponent's Active Pokémon's attacks. That Pokémon can use only "
            "that attack during your opponent's next turn.",
            ATTACK,
            [DisableChosenAttack(only=True)],
        ),
        (
            "All damage done by attacks to this Pokémon during your opponent's next turn is "
            "reduced by 10 (after applying Weakness and Resistance).",
            ATTACK,
            [Lasting(ModifierKind.DAMAGE_TAKEN, _THEIRS, amount=-10)],
        ),
        (
            "Your opponent's Active Pokémon is now Poisoned. It now takes 30 Poison damage "
            "instead of 10 after each player's turn (even if it was already Poisoned).",
            ATTACK,
            [Inflict(_POISONED), PoisonCounters(3)],
        ),
        (
            "Choose 1 of your Pokémon in play. During your opponent's next turn, prevent all "
            "damage from and effects of attacks done to that Pokémon by your opponent's Basic "
            "Pokémon.",
            TRAINER,
            [ProtectChosen(against=BasicPokemon())],
        ),
        (
            "Choose 1 Pokémon in play (yours or your opponent's) that has the least HP "
            "remaining, except for this Pokémon, and it is Knocked Out.",
            ATTACK,
            [KnockOutLeastHp()],
        ),
        (
            "If your opponent's Active Pokémon has any Special Energy attached, it is Knocked Out.",
            ATTACK,
            [KnockOutDefender(when=DefenderHasAttached(EnergyCard(special=True)))],
        ),
        # EN II-C-16, C-17 on this Pokémon, in the wordings of pokemon.prevent_next_turn.
        (
            "Prevent all effects of your opponent's attacks, except damage, done to this "
            "Pokémon during your opponent's next turn.",
            ATTACK,
            [Lasting(ModifierKind.PREVENT_EFFECTS, _THEIRS)],
        ),
        (
            "If this Pokémon has at least 2 extra Energy attached to it (in addition to this "
            "attack's cost), prevent all effects of attacks, including damage, done to it "
            "during your opponent's next turn.",
            ATTACK,
            [
                Lasting(ModifierKind.PREVENT_DAMAGE, _THEIRS, when=ExtraEnergy(2)),
                Lasting(ModifierKind.PREVENT_EFFECTS, _THEIRS, when=ExtraEnergy(2)),
            ],
        ),
        (
            "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon "
            "until the end of your opponent's next turn.",
            ATTACK,
            [Lasting(ModifierKind.PREVENT_DAMAGE, _THEIRS)],
        ),
        (
            "If heads, your opponent's Active Pokémon can't attack or retreat during your "
            "opponent's next turn.",
            ATTACK,
            [
                Lasting(ModifierKind.CANT_ATTACK, _THEIRS, on_defender=True, when=Heads()),
                Lasting(ModifierKind.CANT_RETREAT, _THEIRS, on_defender=True, when=Heads()),
            ],
        ),
        # P-37 openings.
        (
            "If this Pokémon was on the Bench and became your Active Pokémon this turn, this "
            "attack does 30 more damage.",
            ATTACK,
            [MoreDamage(30, when=SelfMovedUp())],
        ),
    ],
)
def test_sentences_compile_to_parts(text: str, where: str, expected: list[Part]) -> None:
    assert parts_of(text, where) == expected


def test_openings_read_what_happened_earlier() -> None:
    def condition(opening: str) -> Any:
        return parts_of(f"{opening}this attack does 30 more damage.")[0].when

    assert condition(
        "If this Pokémon didn't move from the Bench to the Active Spot this turn, "
    ) == (SelfMovedUp(negated=True))
    assert condition("If this Pokémon was healed during this turn, ") == SelfHealed()
    assert condition(
        "If any of your Pokémon were Knocked Out during your opponent's last turn, "
    ) == (KnockedOutLastTurn())
    assert condition("If your opponent has no Pokémon ex in play, ") == HasPokemon(
        _EX, opponents=True, bench_only=False, negated=True
    )


def test_an_always_on_pokemon_can_t_attack_while_a_condition_holds() -> None:
    unless = parts_of(
        "This Pokémon can't attack unless you have 3 or more Basic Pokémon in play.", PASSIVE
    )
    fewer = HasPokemon(BasicPokemon(), bench_only=False, at_least=3, negated=True)
    assert unless == [WhileInPlay(ModifierKind.CANT_ATTACK, reach=Reach.IT, when=fewer)]
    if_none = parts_of(
        "If your opponent has no Pokémon ex in play, this Pokémon can't attack.", PASSIVE
    )
    assert if_none[0].when == HasPokemon(_EX, opponents=True, bench_only=False, negated=True)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        # Not an attack of this card, or an attack's limit said twice.
        ("During your next turn, this Pokémon can't use Hyper Beam.", ATTACK),
        ("This Pokémon can't use attacks.", ATTACK),
        # A Poison counter count needs a Poison just before, and 1 as the usual count.
        ("Put 3 damage counters instead of 1 on that Pokémon between turns.", ATTACK),
        (
            "Your opponent's Active Pokémon is now Poisoned. Put 3 damage counters instead of 2 "
            "on that Pokémon between turns.",
            ATTACK,
        ),
        (
            "Your opponent's Active Pokémon is now Burned and Poisoned. Put 3 damage counters "
            "instead of 1 on that Pokémon for this Special Condition.",
            ATTACK,
        ),
        (
            "If heads, your opponent's Active Pokémon is now Poisoned. If tails, put 3 damage "
            "counters instead of 1 on that Pokémon between turns.",
            ATTACK,
        ),
        ("Prevent all damage done to it during your opponent's next turn.", ATTACK),
        (
            "Your opponent's Active Pokémon is now Poisoned. It now takes 25 Poison damage "
            "instead of 10 after each player's turn.",
            ATTACK,
        ),
        # "It" is the Defending Pokémon only after a condition on it.
        ("Flip a coin. If heads, it is Knocked Out.", ATTACK),
        ("That Pokémon is Knocked Out.", ATTACK),
        # "During this turn" in an attack: its damage is already done.
        (
            "During this turn, attacks used by your Pokémon do 30 more damage to your "
            "opponent's Active Pokémon (before applying Weakness and Resistance).",
            ATTACK,
        ),
        # Conditions of use this family doesn't know, or that need the attack to happen.
        (
            "You can use this card only if any of your Team Rocket's Pokémon were Knocked Out "
            "during your opponent's last turn.",
            TRAINER,
        ),
        ("You can use this attack only if heads.", ATTACK),
        (
            "This Pokémon can't attack unless you have 3 or more Basic Pokémon in play.",
            ATTACK,
        ),
        (
            "If a Stadium is in play, this Pokémon can't attack unless you have 3 or more Basic "
            "Pokémon in play.",
            PASSIVE,
        ),
        # A reminder about new Pokémon needs an effect on all of them before it.
        ("(This includes new Pokémon that come into play.)", TRAINER),
    ],
)
def test_texts_left_to_the_manual_tools(text: str, where: str) -> None:
    assert missed(text, where)


# -- words and data ----------------------------------------------------------------------------

PARTS: list[Part] = [
    Lasting(_CANT_USE, _NEXT, attack="Big Crash"),
    Lasting(_CANT_USE, _NEXT),
    Lasting(_CANT_USE, Duration.WHILE_IN_PLAY, attack="Big Crash"),
    Lasting(ModifierKind.CANT_RETREAT, Duration.WHILE_IN_PLAY),
    Lasting(ModifierKind.DAMAGED_COUNTERS, _THEIRS, amount=8),
    Lasting(ModifierKind.NO_WEAKNESS, _THEIRS, when=Heads()),
    DisableChosenAttack(when=Heads()),
    DisableChosenAttack(only=True),
    ProtectChosen(against=_EX),
    ProtectChosen(),
    KnockOutLeastHp(),
    KnockOutDefender(when=DefenderHasAttached(EnergyCard())),
    Lasting(ModifierKind.PREVENT_DAMAGE, _THEIRS, when=KnockedOutByThisAttack()),
    PoisonCounters(3, when=Heads()),
    PlayerLasting(ModifierKind.CANT_PLAY_ITEMS, _THEIRS, on_opponent=True),
    PlayerLasting(ModifierKind.DAMAGE_TAKEN, _THEIRS, amount=-30, against=_EX),
    PlayerLasting(ModifierKind.DAMAGE_TAKEN, _THEIRS, amount=-30),
    PlayerAttacksDoMore(40, against=_EX),
    KnockOutDefender(when=DefenderCounters(Compare.EXACTLY, 6)),
    KnockOutDefender(when=Heads(), only=BasicPokemon()),
    KnockOutChosen(bench_only=True, only=BasicPokemon(), when=Tails()),
    KnockOutChosen(counters=1),
    KnockOutSelf(when=Heads()),
    AttackOnlyIf(MorePrizes(fewer=True)),
    AttackOnlyIf(HasPokemon(AnyPokemon(), at_least=2, negated=True)),
    UsableOnlyIf(KnockedOutLastTurn()),
    Lasting(_CANT_USE, _NEXT, when=SelfMovedUp(negated=True)),
    Lasting(_CANT_USE, _NEXT, when=SelfHealed()),
    Lasting(_CANT_USE, _NEXT, when=HasPokemon(_EX, opponents=True, negated=True)),
]


def _unworded(message: Message) -> list[str]:
    """What the catalogue lacks to word ``message`` in every branch of its patterns."""
    if message.id not in ENGLISH:
        return [f"unknown message id {message.id!r}"]
    found = [
        f"{message.id}: no argument {name!r}"
        for name in sorted(ENGLISH.arguments(message.id) - set(message.names()))
    ]
    for _, value in message.args:
        items = value if isinstance(value, tuple) else (value,)
        for item in items:
            if isinstance(item, Message):
                found += _unworded(item)
            elif isinstance(item, Term) and item.key not in ENGLISH:
                found.append(f"unknown word {item.key!r}")
    return found + Reader(ENGLISH).problems(message)


@pytest.mark.parametrize("part", PARTS, ids=[type(p).__name__ for p in PARTS])
def test_every_part_is_worded_completely(part: Part) -> None:
    assert _unworded(part.describe()) == []


@pytest.mark.parametrize("part", PARTS, ids=[type(p).__name__ for p in PARTS])
def test_every_part_reads_back_from_its_data(part: Part) -> None:
    assert part_from_data(part_to_data(part)) == part


def test_the_words_say_what_and_how_long() -> None:
    reader = Reader(ENGLISH)
    again = reader.render(Lasting(_CANT_USE, Duration.WHILE_IN_PLAY, attack="Big Crash").describe())
    assert again == "This Pokémon can't use Big Crash until it leaves the Active Spot."
    this = reader.render(Lasting(_CANT_USE, _NEXT).describe())
    assert this == "This Pokémon can't use this attack during your next turn."
    items = PlayerLasting(ModifierKind.CANT_PLAY_ITEMS, _THEIRS, on_opponent=True).describe()
    assert reader.render(items) == (
        "Your opponent can't play Item cards from their hand during their next turn."
    )
    chosen = KnockOutChosen(bench_only=True, only=BasicPokemon(), counters=2).describe()
    assert reader.render(chosen) == (
        "Choose 1 of your opponent's Benched Basic Pokémon with exactly 2 damage counters on "
        "it: it is Knocked Out."
    )
    fewer = HasPokemon(BasicPokemon(), bench_only=False, at_least=3, negated=True)
    assert reader.render(fewer.sentence(KnockOutSelf().describe())).startswith(
        "If you have fewer than 3 Basic Pokémon in play, "
    )


@pytest.mark.parametrize(
    ("make", "values"),
    [
        (Lasting, {"kind": ModifierKind.CANT_RETREAT, "duration": _NEXT, "attack": "Tackle"}),
        (Lasting, {"kind": ModifierKind.DAMAGED_COUNTERS, "duration": _THEIRS}),
        (PoisonCounters, {"counters": 0}),
        (PlayerLasting, {"kind": ModifierKind.CANT_RETREAT, "duration": _THEIRS}),
        (PlayerLasting, {"kind": ModifierKind.DAMAGE_TAKEN, "duration": _THEIRS}),
        (
            PlayerLasting,
            {
                "kind": ModifierKind.DAMAGE_TAKEN,
                "duration": _THEIRS,
                "amount": -20,
                "on_opponent": True,
            },
        ),
        (PlayerLasting, {"kind": ModifierKind.CANT_PLAY_ITEMS, "duration": _THEIRS, "amount": 1}),
        (
            PlayerLasting,
            {"kind": ModifierKind.CANT_PLAY_ITEMS, "duration": Duration.WHILE_IN_PLAY},
        ),
        (KnockOutChosen, {"counters": -1}),
        (DefenderCounters, {"compare": Compare.EXACTLY, "count": -1}),
        (HasPokemon, {"cards": AnyPokemon(), "at_least": 0}),
    ],
)
def test_values_out_of_range_make_no_part(make: Any, values: Mapping[str, Any]) -> None:
    with pytest.raises(ValueError):
        make(**values)


# -- rulings the scenarios don't play ----------------------------------------------------------


def _play(pool: Mapping[str, Card], position: dict[str, Any], *steps: dict[str, Any]) -> str:
    """Play a scenario written here; ``""`` when every step and expectation held."""
    data = {"position": {"turn": 3, "current": 1, **position}, "step": list(steps)}
    outcome = run(data, lambda ids: {i: pool[i] for i in ids if i in pool})
    return "" if outcome.passed else outcome.line()


def _side(**zones: Any) -> dict[str, Any]:
    return {"deck": ["sve-1 x10"], "prizes": ["sve-1 x6"], **zones}


PROTECTED = {"kind": "prevent_effects", "duration": "opponents_next_turn", "made_turn": 2}
SNORLAX = {"card": "sv8-144"}


def test_a_knock_out_by_an_effect_spares_a_pokemon_protected_from_effects(
    pool: Mapping[str, Card],
) -> None:
    """EN II-C-17: Knocking Out by an attack's text is an effect of the attack."""
    absol = {"card": "me1-161", "energy": ["sve-7", "sve-7"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=absol),
            "player2": _side(active={**SNORLAX, "damage": 60, "effects": [PROTECTED]}),
        },
        {"do": "attack", "name": "Terminal Period", "expect": {"player2.active.damage": 60}},
        {"do": "end_turn", "expect": {"player2.active.card": "sv8-144", "current": 1}},
    )


def test_a_protected_pokemon_keeps_its_attacks(pool: Mapping[str, Card]) -> None:
    """EN II-C-17: no attack of it is disabled (and none is even chosen)."""
    murkrow = {"card": "sv10-127", "energy": ["sve-7", "sve-7"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=murkrow),
            "player2": _side(active={**SNORLAX, "effects": [PROTECTED], "energy": ["sve-6"] * 3}),
        },
        {"do": "attack", "name": "Torment", "expect": {"current": 2, "pending.purpose": "action"}},
        {"do": "attack", "name": "Mega Punch", "expect": {"player1.discard.count": 3}},
    )


def test_a_defending_pokemon_with_one_attack_loses_it_without_a_choice(
    pool: Mapping[str, Card],
) -> None:
    murkrow = {"card": "sv10-127", "energy": ["sve-7", "sve-7"]}
    lazy_snorlax = {"card": "svp-122"}
    assert not _play(
        pool,
        {"player1": _side(active=murkrow), "player2": _side(active=lazy_snorlax)},
        {
            "do": "attack",
            "name": "Torment",
            "expect": {"player2.active.effects": ["cant_use_attack"]},
        },
        {"do": "attack", "name": "Lazy Press", "illegal": "cant_use_attack_effect"},
    )


def test_no_knock_out_before_the_first_turns_counts_as_last_turn(pool: Mapping[str, Card]) -> None:
    """E-11: ``knocked_out_turn`` 0 means none yet, even on turn 1."""
    letter = "sv3-189"
    assert not _play(
        pool,
        {
            "turn": 1,
            "player1": _side(active=SNORLAX, hand=[letter]),
            "player2": _side(active=SNORLAX),
        },
        {"do": "trainer", "card": letter, "illegal": "use_condition"},
    )


def test_the_condition_words_are_the_card_words() -> None:
    reader = Reader(ENGLISH)
    moved = SelfMovedUp().sentence(KnockOutSelf().describe())
    assert reader.render(moved) == (
        "If this Pokémon moved from your Bench to the Active Spot this turn, this Pokémon is "
        "Knocked Out."
    )
    assert ALWAYS.sentence(KnockOutSelf().describe()) == KnockOutSelf().describe()


def test_a_defending_pokemon_may_be_left_only_the_chosen_attack(pool: Mapping[str, Card]) -> None:
    """C-15: "can use only that attack": every other attack printed on it is refused."""
    whimsicott = {"card": "bw2-12", "energy": ["sve-4"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=whimsicott),
            "player2": _side(active={**SNORLAX, "energy": ["sve-6"] * 3}),
        },
        {"do": "attack", "name": "Encore"},
        {"do": "choose", "options": ["Spike Draw"]},
        {"do": "attack", "name": "Mega Punch", "illegal": "cant_use_attack_effect"},
        {"do": "attack", "name": "Spike Draw", "expect": {"player2.hand.count": 2}},
    )


def test_least_hp_protection_leaves_the_chosen_pokemon_in_play(pool: Mapping[str, Card]) -> None:
    """EN II-C-17: the one with the least HP is chosen even when protected; nothing happens."""
    inteleon = {"card": "me1-41", "evolved_from": ["me1-39", "me1-40"], "energy": ["sve-3"]}
    assert not _play(
        pool,
        {
            "player1": _side(active=inteleon),
            "player2": _side(active={**SNORLAX, "damage": 140, "effects": [PROTECTED]}),
        },
        {"do": "attack", "name": "Bring Down", "expect": {"player2.active.damage": 140}},
    )


def test_no_protection_when_this_attack_knocks_nothing_out(pool: Mapping[str, Card]) -> None:
    marshadow = {"card": "me1-80", "energy": ["sve-6", "sve-6"]}
    assert not _play(
        pool,
        {"player1": _side(active=marshadow), "player2": _side(active=SNORLAX)},
        {
            "do": "attack",
            "name": "Shadowy Side Kick",
            "expect": {"player2.active.damage": 120, "player1.active.effects": []},
        },
    )
