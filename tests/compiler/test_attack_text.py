"""More of attacks' text, compiled: lasting effects for the next turns
(``compiler/shapes/next_turn.py``) and the shapes after it. What each sentence compiles to, the
texts left to the manual tools, the parts' words and data, and rulings the scenarios of
``tests/scenarios/compiled/`` don't play (EN I-A-01 2a, D-01, C-16, E-02, E-03).

The sentences here are written for the tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from message_helpers import unworded
from playmat.cards.model import Attack, Card, EnergyType, Supertype
from playmat.compiler.compile import Missed, compile_card, compile_text
from playmat.compiler.grammar import ATTACK
from playmat.compiler.shapes.words import cards_filter
from playmat.effects.attached_cards import (
    AttachedEnergyToHand,
    DiscardAttachedEnergy,
    DiscardDefenderTools,
    DiscardOpponentsTools,
)
from playmat.effects.attached_energy import ON_EACH_OF_THEIRS
from playmat.effects.attack_conditions import (
    AllBenchedDamaged,
    BenchHasAll,
    CouldNot,
    DefenderRetreatCost,
    DiscardPileHas,
    EvolvedFrom,
    HandSize,
    KindCard,
    KnockedOutByAttack,
    SelfHasAnyCondition,
    SupporterOfKindPlayed,
    UsedAttackLastTurn,
)
from playmat.effects.base import AttackScript, Part, Stage
from playmat.effects.coins import FlipCoins, FlipCoinsFor
from playmat.effects.copying import UseAttackOf
from playmat.effects.damage_counters import MoveAllCounters
from playmat.effects.damage_parts import DamagePerHeads, DoesNothing, MoreDamage
from playmat.effects.damage_to_others import DamageToChosen
from playmat.effects.data import part_from_data, part_to_data, script_from_data
from playmat.effects.hands import DiscardFromHand
from playmat.effects.opponents_hand import BenchFromOpponentsHand, RevealHand
from playmat.effects.pokemon_parts import Inflict, Lasting
from playmat.effects.predicates import (
    AnyPokemon,
    BasicPokemon,
    Compare,
    DefenderIsKind,
    DefenderIsType,
    EnergyCard,
    EnergyCardOfType,
    Heads,
    NamedCard,
    NameHas,
    PokemonCard,
    PokemonKind,
    PokemonOfType,
    YouDid,
)
from playmat.effects.prizes import MorePrizesForKnockOut, TakePrizes
from playmat.effects.restrictions import AttackOnlyIf, KnockOutDefender, UsableOnFirstTurn
from playmat.effects.returning import OpponentsPokemonAway, ReturnPokemon
from playmat.effects.stadiums import DiscardStadium
from playmat.effects.tallies import DamageFor, DamageMode, Tally
from playmat.i18n.catalogue import Reader, catalogue
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.state import Condition as SpecialCondition
from scenario_helpers import play_here, side

TESTMON = Card(
    "test-1",
    "Testmon",
    Supertype.POKEMON,
    ("Basic",),
    hp=100,
    attacks=(Attack("Tackle", (), 10), Attack("Big Crash", (), 120)),
)
ENGLISH = catalogue("en")


def _named(name: str) -> NamedCard:
    return NamedCard(name, pokemon=True)


_NEXT = Duration.YOUR_NEXT_TURN
_THEIRS = Duration.OPPONENTS_NEXT_TURN


def parts_of(text: str) -> list[Any]:
    result = compile_text(text, TESTMON, ATTACK)
    assert not isinstance(result, Missed), result
    return list(result)


def missed(text: str) -> bool:
    return isinstance(compile_text(text, TESTMON, ATTACK), Missed)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # EN I-A-01 2a, D-01: the Defending Pokémon's attack needs heads.
        (
            "If your opponent's Active Pokémon tries to attack during your opponent's next turn, "
            "your opponent flips a coin. If tails, that attack does nothing.",
            [Lasting(ModifierKind.ATTACK_COIN, _THEIRS, on_defender=True)],
        ),
        (
            "Flip a coin. If heads, during your opponent's next turn, if the Defending Pokémon "
            "tries to use an attack, your opponent flips a coin. If tails, that attack doesn't "
            "happen.",
            [
                FlipCoins(),
                Lasting(ModifierKind.ATTACK_COIN, _THEIRS, on_defender=True, when=Heads()),
            ],
        ),
        # E-02: one attack of this card, or all of them, stronger during your next turn.
        (
            "During your next turn, this Pokémon's Big Crash attack does 80 more damage (before "
            "applying Weakness and Resistance).",
            [Lasting(ModifierKind.ATTACK_DAMAGE, _NEXT, amount=80, attack="Big Crash")],
        ),
        (
            "During your next turn, this Pokémon's Tackle attack's base damage is 150.",
            [Lasting(ModifierKind.BASE_DAMAGE, _NEXT, amount=150, attack="Tackle")],
        ),
        (
            "During your next turn, each of Testmon's attacks does 40 more damage to the "
            "Defending Pokémon (before applying Weakness and Resistance).",
            [Lasting(ModifierKind.DAMAGE_DEALT, _NEXT, amount=40)],
        ),
        # C-16: small damage prevented; E-03: damage returned.
        (
            "During your opponent's next turn, prevent all damage done to this Pokémon by "
            "attacks if that damage is 60 or less.",
            [Lasting(ModifierKind.PREVENT_DAMAGE_UP_TO, _THEIRS, amount=60)],
        ),
        (
            "During your opponent's next turn, if this Pokémon would be damaged by an attack, "
            "prevent that attack's damage done to this Pokémon if that damage is 20 or less.",
            [Lasting(ModifierKind.PREVENT_DAMAGE_UP_TO, _THEIRS, amount=20)],
        ),
        (
            "During your opponent's next turn, whenever 10 or less damage is done to this "
            "Pokémon (after applying Weakness and Resistance), prevent that damage.",
            [Lasting(ModifierKind.PREVENT_DAMAGE_UP_TO, _THEIRS, amount=10)],
        ),
        (
            "During your opponent's next turn, if this Pokémon is damaged by an attack (even if "
            "this Pokémon is Knocked Out), put damage counters on the Attacking Pokémon equal to "
            "the damage done to this Pokémon.",
            [Lasting(ModifierKind.DAMAGED_RETURNS, _THEIRS)],
        ),
        # E-20: at the end of the opponent's next turn.
        (
            "At the end of your opponent's next turn, the Defending Pokémon will be Knocked Out.",
            [Lasting(ModifierKind.END_OF_TURN_KNOCK_OUT, _THEIRS, on_defender=True)],
        ),
        (
            "Put 5 damage counters on the Defending Pokémon at the end of your opponent's next "
            "turn.",
            [Lasting(ModifierKind.END_OF_TURN_COUNTERS, _THEIRS, on_defender=True, amount=5)],
        ),
        (
            "If heads, at the end of your opponent's next turn, discard your opponent's Active "
            "Pokémon and all cards attached to it.",
            [Lasting(ModifierKind.END_OF_TURN_DISCARD, _THEIRS, on_defender=True, when=Heads())],
        ),
        (
            "During your next turn, if the Defending Pokémon is Knocked Out, take 2 more Prize "
            "cards.",
            [Lasting(ModifierKind.EXTRA_PRIZES, _NEXT, on_defender=True, amount=2)],
        ),
        # What happened before (E-11, E-23, E-25) and the board.
        (
            "If any of your Pokémon were Knocked Out by damage from an opponent's attack during "
            "his or her last turn, this attack does 70 more damage.",
            [MoreDamage(70, KnockedOutByAttack())],
        ),
        (
            "If any of your Ethan's Pokémon were Knocked Out by damage from an attack during "
            "your opponent's last turn, this attack does 100 more damage.",
            [MoreDamage(100, KnockedOutByAttack(PokemonCard(trainer="Ethan's")))],
        ),
        (
            "If this Pokémon used Tackle during your last turn, this attack does 90 more damage.",
            [MoreDamage(90, UsedAttackLastTurn("Tackle", by_self=True))],
        ),
        (
            "If 1 of your other Ancient Pokémon used an attack during your last turn, this "
            "attack does 150 more damage.",
            [MoreDamage(150, UsedAttackLastTurn(other=True, cards=PokemonCard(kind="ancient")))],
        ),
        (
            "If 1 of your Pokémon used Big Crash during your last turn, this attack can't be used.",
            [AttackOnlyIf(UsedAttackLastTurn("Big Crash"), negated=True)],
        ),
        (
            "You can use this attack only if this Pokémon used Tackle during your last turn.",
            [AttackOnlyIf(UsedAttackLastTurn("Tackle", by_self=True))],
        ),
        (
            "If Testmon evolved from Misty's Staryu during this turn, this attack does 80 more "
            "damage.",
            [MoreDamage(80, EvolvedFrom("Misty's Staryu"))],
        ),
        (
            "If you played a Future Supporter card from your hand during this turn, this attack "
            "does 100 more damage.",
            [MoreDamage(100, SupporterOfKindPlayed(KindCard("Future", "Supporter")))],
        ),
        (
            "If you didn't play Boss's Orders from your hand during this turn, this attack does "
            "nothing.",
            [DoesNothing(SupporterOfKindPlayed(NamedCard("Boss's Orders"), negated=True))],
        ),
        (
            "If you have 8 or more Basic Water Energy cards in your discard pile, this attack "
            "does 60 more damage.",
            [MoreDamage(60, DiscardPileHas(EnergyCardOfType(EnergyType.WATER), 8))],
        ),
        (
            "If all of your Benched Pokémon have at least 2 damage counters on them, this attack "
            "does 120 more damage.",
            [MoreDamage(120, AllBenchedDamaged(2))],
        ),
        (
            "If you don't have Uxie and Azelf on your Bench, this attack does nothing.",
            [DoesNothing(BenchHasAll((_named("Uxie"), _named("Azelf")), negated=True))],
        ),
        (
            "If Latias is on your Bench, this attack does 20 more damage.",
            [MoreDamage(20, BenchHasAll((_named("Latias"),)))],
        ),
        (
            "If Testmon is on your Bench, this attack does 20 more damage.",
            [MoreDamage(20, BenchHasAll((_named("Testmon"),)))],
        ),
        (
            'If a Pokémon that has "Nidoking" in its name is on your Bench, this attack does '
            "120 more damage.",
            [MoreDamage(120, BenchHasAll((NameHas(AnyPokemon(), "Nidoking"),)))],
        ),
        (
            "If any of your Benched Cubone have any damage counters on them, this attack does "
            "120 more damage.",
            [MoreDamage(120, BenchHasAll((_named("Cubone"),), damaged=True))],
        ),
        (
            "If you don't have exactly 7 cards in your hand, this attack does nothing.",
            [DoesNothing(HandSize(Compare.EXACTLY, 7, negated=True))],
        ),
        (
            "If you have more cards in your hand than your opponent, this attack does 30 more "
            "damage.",
            [MoreDamage(30, HandSize(more=True))],
        ),
        (
            "If the Retreat Cost of your opponent's Active Pokémon is ColorlessColorless or "
            "more, this attack does 110 more damage.",
            [MoreDamage(110, DefenderRetreatCost(2))],
        ),
        (
            "If this Pokémon is affected by a Special Condition, this attack does 120 more damage.",
            [MoreDamage(120, SelfHasAnyCondition())],
        ),
        # C-02: Pokémon out of play with all of their cards.
        (
            "Flip a coin. If heads, choose 1 of your opponent's Pokémon. Shuffle that Pokémon and "
            "all attached cards into their deck.",
            [FlipCoins(), OpponentsPokemonAway("deck", when=Heads())],
        ),
        (
            "Choose 1 of your opponent's Benched Pokémon. Your opponent shuffles that Pokémon and "
            "all cards attached to it into their deck.",
            [OpponentsPokemonAway("deck", benched=True)],
        ),
        (
            "Put 2 of your opponent's Benched Pokémon and all cards attached to them into your "
            "opponent's hand.",
            [OpponentsPokemonAway("hand", count=2, benched=True)],
        ),
        ("Discard this Pokémon and all attached cards.", [ReturnPokemon("discard", yourself=True)]),
        (
            "If heads, discard the Defending Pokémon and all cards attached to it.",
            [OpponentsPokemonAway("discard", active=True, when=Heads())],
        ),
        # No place in the deck is named: the cards are shuffled in, as the search that
        # follows on the cards that print this would do anyway.
        (
            "Put Testmon and all attached cards into your deck.",
            [ReturnPokemon("deck", yourself=True)],
        ),
        # C-18: another Pokémon's attack used as this attack.
        (
            "Choose 1 of the Defending Pokémon's attacks and use it as this attack.",
            [UseAttackOf()],
        ),
        (
            "Flip a coin. If heads, choose 1 of your opponent's Active Tera Pokémon's attacks and "
            "use it as this attack.",
            [FlipCoins(), UseAttackOf(cards=PokemonCard(kind="tera"), when=Heads())],
        ),
        (
            "Choose 1 of your opponent's Pokémon's attacks and use it as this attack.",
            [UseAttackOf(any_pokemon=True)],
        ),
        # C-01 from the opponent's Pokémon.
        (
            "Discard up to 2 Pokémon Tools from your opponent's Pokémon.",
            [DiscardOpponentsTools(2, up_to=True)],
        ),
        (
            "Before doing damage, discard all Trainer cards attached to the Defending Pokémon.",
            [DiscardDefenderTools(stage=Stage.BEFORE_DAMAGE)],
        ),
        (
            "Discard all Special Energy from all of your opponent's Pokémon.",
            [DiscardAttachedEnergy(0, special=True, holders=ON_EACH_OF_THEIRS)],
        ),
        (
            "Discard an Energy from your opponent's Active Pokémon ex.",
            [DiscardAttachedEnergy(1, from_defender=True, when=DefenderIsKind(PokemonKind.EX))],
        ),
        # E-10, E-19: Energy given up for more damage, or for what "If you do" does.
        (
            "You may put all Energy attached to this Pokémon into your hand to have this attack "
            "do 80 more damage.",
            [
                AttachedEnergyToHand(0, optional=True, stage=Stage.BEFORE_DAMAGE),
                MoreDamage(80, YouDid()),
            ],
        ),
        (
            "You may discard all Energy from this Pokémon and have this attack do 130 more damage.",
            [
                DiscardAttachedEnergy(0, optional=True, stage=Stage.BEFORE_DAMAGE),
                MoreDamage(130, YouDid()),
            ],
        ),
        (
            "You may shuffle 3 Energy attached to this Pokémon into your deck. If you do, this "
            "attack also does 120 damage to 1 of your opponent's Benched Pokémon.",
            [
                AttachedEnergyToHand(3, optional=True, to_deck=True, stage=Stage.BEFORE_DAMAGE),
                DamageToChosen(120, 1, bench_only=True, when=YouDid()),
            ],
        ),
        (
            "This attack does 60 damage to 1 of your opponent's Benched Pokémon ex or Benched "
            "Pokémon V.",
            [DamageToChosen(60, 1, bench_only=True, cards=PokemonCard(kind="ex_or_v"))],
        ),
        # C-08: damage counters moved.
        (
            "Move all damage counters from 1 of your Benched Ancient Pokémon to your opponent's "
            "Active Pokémon.",
            [MoveAllCounters(cards=PokemonCard(kind="ancient"))],
        ),
        (
            "If heads, move all damage counters from Testmon to 1 of your opponent's Pokémon.",
            [MoveAllCounters(from_self=True, to_defender=False, when=Heads())],
        ),
        # Older wordings: "each Defending Pokémon" (a game has one), "on your first turn".
        (
            "If heads, each Defending Pokémon is now Paralyzed.",
            [Inflict(SpecialCondition.PARALYZED, when=Heads())],
        ),
        ("If you go first, you can use this attack on your first turn.", [UsableOnFirstTurn()]),
        (
            "If your opponent's Active Pokémon is a Dragon Pokémon, it is now Paralyzed.",
            [Inflict(SpecialCondition.PARALYZED, when=DefenderIsType(EnergyType.DRAGON))],
        ),
        # Counted: Ancient cards, Pokémon of a type you have in play, cards discarded.
        (
            "This attack does 10 more damage for each Ancient card in your discard pile.",
            [DamageFor(10, Tally.YOUR_DISCARD, DamageMode.MORE, cards=KindCard("Ancient"))],
        ),
        (
            "Flip a coin for each Darkness Pokémon you have in play. This attack does 60 damage "
            "for each heads.",
            [
                FlipCoinsFor(Tally.YOUR_POKEMON, cards=PokemonOfType(EnergyType.DARKNESS)),
                DamagePerHeads(60),
            ],
        ),
        (
            "Discard up to 3 Energy cards from your hand. This attack does 60 damage to 1 of your "
            "opponent's Pokémon for each Energy card you discarded in this way.",
            [
                DiscardFromHand(3, EnergyCard(), up_to=True),
                DamageToChosen(60, 1, per=Tally.COUNTED),
            ],
        ),
        (
            "Your opponent reveals their hand. Put up to 2 Basic Pokémon you find there onto your "
            "opponent's Bench.",
            [RevealHand(), BenchFromOpponentsHand(2, BasicPokemon())],
        ),
        # The step before couldn't be done in full: settled before the damage.
        (
            "Discard 2 Basic Grass Energy cards from your hand. If you can't discard 2 cards in "
            "this way, this attack does nothing.",
            [
                DiscardFromHand(2, EnergyCardOfType(EnergyType.GRASS)),
                DoesNothing(CouldNot(2)),
            ],
        ),
        (
            "Discard 6 Basic Grass Energy cards from your hand, and Knock Out your opponent's "
            "Active Pokémon. If you can't discard 6 cards in this way, this attack does nothing.",
            [
                DiscardFromHand(6, EnergyCardOfType(EnergyType.GRASS)),
                KnockOutDefender(),
                DoesNothing(CouldNot(6)),
            ],
        ),
        (
            "Discard a Stadium in play. If you can't, this attack does nothing.",
            [DiscardStadium(stage=Stage.BEFORE_DAMAGE), DoesNothing(CouldNot())],
        ),
    ],
)
def test_sentences_compile_to_parts(text: str, expected: list[Part]) -> None:
    assert parts_of(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # Not an attack of this card.
        "During your next turn, this Pokémon's Hyper Beam attack does 80 more damage.",
        "During your next turn, this Pokémon's Big Crash attack does 0 more damage.",
        "During your next turn, this Pokémon's Tackle attack's base damage is 5.",
        "During your opponent's next turn, prevent all damage done to this Pokémon by attacks "
        "if that damage is 0 or less.",
        # A kind of card is no name; "this attack can't be used" needs a condition.
        "If this Pokémon evolved from Basic Pokémon during this turn, this attack does 80 more "
        "damage.",
        "If you don't have Pokémon on your Bench, this attack does nothing.",
        "This attack can't be used.",
        # Nothing before that may fail, or not the cards it discards.
        "If you can't, this attack does nothing.",
        "Draw a card. If you can't, this attack does nothing.",
        "Discard 2 cards from your hand. If you can't discard 3 cards in this way, this attack "
        "does nothing.",
        "Discard 2 cards from your hand, and Knock Out your opponent's Active Pokémon. If you "
        "can't discard 3 cards in this way, this attack does nothing.",
        # Nothing was discarded to count; no hand was revealed.
        "This attack does 60 damage to 1 of your opponent's Pokémon for each Energy card you "
        "discarded in this way.",
        "Put up to 2 Basic Pokémon you find there onto your opponent's Bench.",
        # "That Pokémon" is one.
        "Choose 2 of your opponent's Pokémon. Shuffle that Pokémon and all attached cards into "
        "their deck.",
        # Two coins are not one.
        "If your opponent's Active Pokémon tries to attack during your opponent's next turn, "
        "your opponent flips 2 coins. If tails, that attack does nothing.",
    ],
)
def test_texts_left_to_the_manual_tools(text: str) -> None:
    assert missed(text)


PARTS = [
    Lasting(ModifierKind.ATTACK_COIN, _THEIRS, on_defender=True, when=Heads()),
    Lasting(ModifierKind.ATTACK_DAMAGE, _NEXT, amount=80, attack="Big Crash"),
    Lasting(ModifierKind.BASE_DAMAGE, _NEXT, amount=150, attack="Tackle"),
    Lasting(ModifierKind.PREVENT_DAMAGE_UP_TO, _THEIRS, amount=40),
    Lasting(ModifierKind.DAMAGED_RETURNS, _THEIRS),
    Lasting(ModifierKind.END_OF_TURN_COUNTERS, _THEIRS, on_defender=True, amount=9),
    Lasting(ModifierKind.END_OF_TURN_KNOCK_OUT, _THEIRS, on_defender=True),
    Lasting(ModifierKind.END_OF_TURN_DISCARD, _THEIRS, on_defender=True),
    Lasting(ModifierKind.EXTRA_PRIZES, _NEXT, on_defender=True, amount=2),
    AttackOnlyIf(UsedAttackLastTurn("Big Crash"), negated=True),
    DoesNothing(CouldNot(2)),
    TakePrizes(2, when=Heads()),
    MorePrizesForKnockOut(1),
    OpponentsPokemonAway("deck", count=2, benched=True, when=Heads()),
    OpponentsPokemonAway("hand"),
    OpponentsPokemonAway("discard", active=True),
    UseAttackOf(any_pokemon=True),
    DiscardOpponentsTools(1, when=Heads()),
    MoveAllCounters(from_self=True, to_defender=False, when=Heads()),
    BenchFromOpponentsHand(2, BasicPokemon()),
    AttachedEnergyToHand(0, optional=True, to_deck=True, stage=Stage.BEFORE_DAMAGE),
    UseAttackOf(cards=PokemonCard(kind="tera"), when=Heads()),
    *(
        MoreDamage(10, condition)
        for condition in (
            KnockedOutByAttack(),
            KnockedOutByAttack(PokemonCard(trainer="Ethan's")),
            UsedAttackLastTurn("Tackle", by_self=True),
            UsedAttackLastTurn(other=True, cards=PokemonCard(kind="ancient")),
            EvolvedFrom("Magneton"),
            SupporterOfKindPlayed(KindCard("Ancient", "Supporter")),
            SupporterOfKindPlayed(NamedCard("Boss's Orders"), negated=True),
            DiscardPileHas(KindCard("Ancient"), 3),
            AllBenchedDamaged(1),
            BenchHasAll((_named("Uxie"), _named("Azelf")), negated=True),
            BenchHasAll((_named("Cubone"),), damaged=True),
            HandSize(Compare.EXACTLY, 3, negated=True),
            HandSize(more=True),
            DefenderRetreatCost(2),
            SelfHasAnyCondition(),
        )
    ),
]


@pytest.mark.parametrize("part", PARTS, ids=[repr(p) for p in PARTS])
def test_every_part_is_worded_completely_and_reads_back(part: Part) -> None:
    assert unworded(part.describe()) == []
    assert part_from_data(part_to_data(part)) == part


def test_the_words_say_which_attack_and_how_long() -> None:
    reader = Reader(ENGLISH)
    boost = Lasting(ModifierKind.ATTACK_DAMAGE, _NEXT, amount=80, attack="Big Crash")
    assert reader.render(boost.describe()) == (
        "This Pokémon's Big Crash attack does 80 more damage to your opponent's Active Pokémon "
        "during your next turn (added before Weakness and Resistance)."
    )
    coin = Lasting(ModifierKind.ATTACK_COIN, _THEIRS, on_defender=True)
    assert reader.render(coin.describe()) == (
        "If your opponent's Active Pokémon tries to attack during their next turn, its owner "
        "flips a coin: if tails, that attack doesn't happen."
    )


@pytest.mark.parametrize(
    ("make", "values"),
    [
        (Lasting, {"kind": ModifierKind.ATTACK_DAMAGE, "duration": _NEXT, "amount": 30}),
        (
            Lasting,
            {"kind": ModifierKind.BASE_DAMAGE, "duration": _NEXT, "amount": -1, "attack": "X"},
        ),
        (Lasting, {"kind": ModifierKind.PREVENT_DAMAGE_UP_TO, "duration": _THEIRS, "amount": 0}),
        (Lasting, {"kind": ModifierKind.NO_WEAKNESS, "duration": _THEIRS, "attack": "Tackle"}),
        (
            Lasting,
            {"kind": ModifierKind.END_OF_TURN_KNOCK_OUT, "duration": _NEXT, "on_defender": True},
        ),
        (
            Lasting,
            {"kind": ModifierKind.END_OF_TURN_COUNTERS, "duration": _THEIRS, "on_defender": True},
        ),
        (Lasting, {"kind": ModifierKind.END_OF_TURN_DISCARD, "duration": _THEIRS}),
        (Lasting, {"kind": ModifierKind.EXTRA_PRIZES, "duration": _NEXT, "on_defender": True}),
        (OpponentsPokemonAway, {"to": "lost zone"}),
        (OpponentsPokemonAway, {"count": 2, "active": True}),
        (OpponentsPokemonAway, {"count": 0}),
    ],
)
def test_values_out_of_range_make_no_part(make: Any, values: Mapping[str, Any]) -> None:
    with pytest.raises(ValueError):
        make(**values)


# -- a sentence that does two things ("..., and ...") ------------------------------------------


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        (
            "Discard all Energy from this Pokémon, and take a Prize card.",
            [DiscardAttachedEnergy, TakePrizes],
        ),
        (
            "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed, and discard "
            "an Energy from that Pokémon.",
            [FlipCoins, Inflict, DiscardAttachedEnergy],
        ),
        (
            "If your opponent's Active Pokémon is an Evolution Pokémon, this attack does 90 more "
            "damage, and discard all Energy from this Pokémon.",
            [MoreDamage, DiscardAttachedEnergy],
        ),
    ],
)
def test_a_sentence_joined_by_and_is_two_steps(text: str, kinds: list[type]) -> None:
    assert [type(part) for part in parts_of(text)] == kinds


def test_both_halves_keep_the_condition_on_the_coins() -> None:
    parts = parts_of(
        "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed, and discard an "
        "Energy from that Pokémon."
    )
    assert [part.when for part in parts[1:]] == [Heads(), Heads()]
    assert parts[2].from_defender


@pytest.mark.parametrize(
    "text",
    [
        # A half that isn't understood leaves the whole sentence to the manual tools.
        "Discard all Energy from this Pokémon, and take 0 Prize cards.",
        # "If you do" for the second half would ask about the first half.
        "If you do, discard all Energy from this Pokémon, and take a Prize card.",
        # A condition on the board the first half may change.
        "If your opponent's Active Pokémon has any Energy attached, discard an Energy from it, "
        "and your opponent's Active Pokémon is now Asleep.",
    ],
)
def test_sentences_joined_by_and_left_to_the_manual_tools(text: str) -> None:
    result = compile_text(text, TESTMON, ATTACK)
    assert isinstance(result, Missed)
    assert ", and " in result.sentence


def test_more_prize_cards_only_for_this_attacks_knock_out() -> None:
    assert parts_of(
        "If your opponent's Pokémon is Knocked Out by damage from this attack, take 2 more Prize "
        "cards."
    ) == [MorePrizesForKnockOut(2)]
    assert missed("Take 2 more Prize cards.")
    assert missed("If heads, take 2 more Prize cards.")


# -- rulings the scenarios don't play ----------------------------------------------------------


COIN = {"kind": "attack_coin", "duration": "opponents_next_turn", "made_turn": 2}


@pytest.mark.parametrize(
    ("coins", "attacker_damage", "defender_damage"),
    [
        # Step 2a: tails, the attack doesn't happen; no Confusion coin, no damage counters.
        (["tails"], 0, 0),
        # Heads, then step 2b: Confused, tails: 3 damage counters and no attack.
        (["heads", "tails"], 30, 0),
        (["heads", "heads"], 0, 60),
    ],
)
def test_the_coin_before_attacking_comes_before_confusion(
    pool: Mapping[str, Card], coins: list[str], attacker_damage: int, defender_damage: int
) -> None:
    """EN I-A-01: step 2a (an effect that makes the attack need heads) before 2b (R-9)."""
    attacker = {"card": "svp-12", "energy": ["sve-3 x3"], "effects": [COIN]}
    position = {
        "player1": side(active={**attacker, "conditions": ["Confused"]}),
        "player2": side(active={"card": "sv8-144"}),
    }
    expect = {
        "player1.active.damage": attacker_damage,
        "player2.active.damage": defender_damage,
        "current": 2,
    }
    step = {"do": "attack", "name": "Hammer In", "coins": coins, "expect": expect}
    assert play_here(pool, position, step) == ""


def test_a_knock_out_by_poison_is_no_knock_out_by_damage_from_an_attack(
    pool: Mapping[str, Card],
) -> None:
    """E-11 "Knocked Out by damage from an attack": Poison's damage counters at Pokémon Checkup
    Knock Pineco Out during the opponent's turn, and Retaliate adds nothing."""
    position = {
        "turn": 4,
        "current": 2,
        "player1": side(
            active={"card": "sv1-1", "damage": 50, "conditions": ["Poisoned"]},
            bench=[{"card": "rsv10pt5-54", "energy": ["sve-6 x2"]}],
        ),
        "player2": side(active={"card": "svp-12"}),
    }
    steps = (
        {"do": "end_turn"},
        {"do": "choose", "options": ["prize1"]},
        {"do": "attack", "name": "Retaliate", "expect": {"player2.active.damage": 50}},
    )
    assert play_here(pool, position, *steps) == ""


def test_a_pokemon_evolved_last_turn_did_not_evolve_this_turn(pool: Mapping[str, Card]) -> None:
    """E-23: only an evolution during the turn of the attack counts."""
    magnezone = {"card": "me1-47", "evolved_from": ["me1-46"], "energy": ["sve-4"]}
    position = {
        "player1": side(active=magnezone),
        "player2": side(active={"card": "sv8pt5-76"}),
    }
    step = {"do": "attack", "name": "Upper Spark", "expect": {"player2.active.damage": 50}}
    assert play_here(pool, position, step) == ""


def test_a_pokemon_protected_from_effects_stays_inplay_here(pool: Mapping[str, Card]) -> None:
    """C-17: of the opponent's Benched Pokémon, the one protected from the effects of attacks
    is not chosen, and with one left to take, no choice is asked."""
    protected = {"kind": "prevent_effects", "duration": "opponents_next_turn", "made_turn": 2}
    position = {
        "player1": side(active={"card": "sv8-86", "energy": ["sve-3", "sve-4", "sve-5"]}),
        "player2": side(
            active={"card": "svp-12"},
            bench=[{"card": "sv1-1", "effects": [protected]}, {"card": "sv8-144"}],
        ),
    }
    expect = {"player2.bench.count": 1, "player2.bench.0.card": "sv1-1"}
    assert play_here(pool, position, {"do": "attack", "name": "Angelite", "expect": expect}) == ""


ZOROARK = {"card": "rsv10pt5-62", "energy": ["sve-7 x3"]}


def test_an_attack_used_as_this_attack_may_have_no_text(pool: Mapping[str, Card]) -> None:
    """C-18: Hammer In prints only its damage, which Foul Play does."""
    position = {"player1": side(active=ZOROARK), "player2": side(active={"card": "svp-12"})}
    steps = (
        {"do": "attack", "name": "Foul Play"},
        {"do": "choose", "options": ["Hammer In"], "expect": {"player2.active.damage": 60}},
    )
    assert play_here(pool, position, *steps) == ""


def test_no_attack_to_use_when_the_defending_pokemon_is_not_of_the_kind(
    pool: Mapping[str, Card],
) -> None:
    """Gemstone Mimicry uses an attack of an Active Tera Pokémon only: against another, the
    attack does nothing and asks nothing."""
    mimikyu = {"card": "sv10-87", "energy": ["sve-5", "sve-1"]}
    position = {"player1": side(active=mimikyu), "player2": side(active={"card": "svp-12"})}
    expect = {"player2.active.damage": 0, "current": 2}
    assert (
        play_here(pool, position, {"do": "attack", "name": "Gemstone Mimicry", "expect": expect})
        == ""
    )


def test_the_attack_used_is_estimated_by_the_defenders_best_damage() -> None:
    """What the computer player weighs: the Defending Pokémon's best printed damage."""
    dondozo = Card(
        "t-2",
        "Bigfish",
        Supertype.POKEMON,
        ("Basic",),
        hp=150,
        attacks=(Attack("Small", (), 60), Attack("Big", (), 100), Attack("Text", (), None)),
    )

    class Facts:
        def hand(self) -> list[Card]:
            return []

        def attached(self) -> list[Card]:
            return []

        def defender(self) -> Card:
            return dondozo

        def defender_energy(self) -> int:
            return 0

        def benched_names(self) -> list[str]:
            return []

    script = AttackScript((UseAttackOf(),))
    assert script.expected_damage(None, Facts()) == 100
    tera_only = AttackScript((UseAttackOf(cards=PokemonCard(kind="tera")),))
    assert tera_only.expected_damage(None, Facts()) == 0


def test_energy_stays_on_a_defending_pokemon_that_is_no_pokemon_ex(
    pool: Mapping[str, Card],
) -> None:
    turtonator = {"card": "sv8-137", "energy": ["sve-2"]}
    dondozo = {"card": "svp-12", "energy": ["sve-3"]}
    position = {"player1": side(active=turtonator), "player2": side(active=dondozo)}
    expect = {"player2.active.energy": ["sve-3"], "current": 2}
    assert (
        play_here(pool, position, {"do": "attack", "name": "Fully Singe", "expect": expect}) == ""
    )


@pytest.mark.parametrize(
    ("answer", "damage", "energy"), [("yes", 160, []), ("no", 80, ["sve-8", "sve-8", "sve-8"])]
)
def test_energy_given_up_or_kept(
    pool: Mapping[str, Card], answer: str, damage: int, energy: list[str]
) -> None:
    """E-10: declined, the Energy stays and the attack does its printed damage only."""
    dialga = {"card": "me1-95", "energy": ["sve-8 x3"]}
    position = {"player1": side(active=dialga), "player2": side(active={"card": "sv8pt5-76"})}
    expect = {"player2.active.damage": damage, "player1.active.energy": energy}
    steps = (
        {"do": "attack", "name": "Chrono Burst"},
        {"do": "choose", "options": [answer], "expect": expect},
    )
    assert play_here(pool, position, *steps) == ""


def test_a_discard_that_damage_to_other_pokemon_depends_on_comes_first() -> None:
    """E-19: "Discard 2 Energy. If you do, this attack also does 120 damage to 1 of your
    opponent's Benched Pokémon": the discard is settled before any damage is done."""
    parts = parts_of(
        "Discard 2 Energy from this Pokémon. If you do, this attack also does 120 damage to 1 of "
        "your opponent's Benched Pokémon."
    )
    assert parts[0].stage is Stage.BEFORE_DAMAGE


def test_counters_moved_to_a_protected_pokemon_are_taken_off_and_not_put_on_it(
    pool: Mapping[str, Card],
) -> None:
    """C-08 FAQ: the damage counters come off the Benched Pokémon; the Defending Pokémon,
    protected from the effects of attacks (C-17), gets none."""
    protected = {"kind": "prevent_effects", "duration": "opponents_next_turn", "made_turn": 2}
    position = {
        "player1": side(
            active={"card": "sv4-115", "energy": ["sve-7 x2"]},
            bench=[{"card": "sv8-144", "damage": 50}],
        ),
        "player2": side(active={"card": "svp-12", "effects": [protected]}),
    }
    expect = {"player1.bench.0.damage": 0, "player2.active.damage": 0}
    step = {"do": "attack", "name": "Dishonest Swap", "expect": expect}
    assert play_here(pool, position, step) == ""


def test_no_more_pokemon_onto_a_bench_than_it_has_room_for(pool: Mapping[str, Card]) -> None:
    """R-5: with 4 Benched Pokémon, 1 of the hand's Basic Pokémon may go there."""
    position = {
        "player1": side(active={"card": "sv5-124", "energy": ["sve-1"]}),
        "player2": side(
            active={"card": "svp-12"},
            bench=[{"card": "sv8-144"}] * 4,
            hand=["sv1-1", "sv8pt5-76"],
        ),
    }
    steps = (
        {"do": "attack", "name": "Tongue Pull"},
        {"do": "choose", "options": ["sv1-1", "sv8pt5-76"], "illegal": "answer_count_between"},
    )
    assert play_here(pool, position, *steps) == ""


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        ("Ancient cards", KindCard("Ancient")),
        ("a Future Supporter card", KindCard("Future", "Supporter")),
        ("Ancient Pokémon cards", KindCard("Ancient", "Pokémon")),
    ],
)
def test_cards_of_a_kind_printed_on_them(words: str, kind: KindCard) -> None:
    """ "Ancient cards" are the cards with Ancient printed on them, of any card type."""
    assert cards_filter(words.removeprefix("a ")) == kind


def test_a_kind_of_card_matches_its_cards(pool: Mapping[str, Card]) -> None:
    ancient = KindCard("Ancient")
    assert ancient.matches(pool["sv5-109"])  # Roaring Moon, an Ancient Pokémon
    assert ancient.matches(pool["sv4-170"])  # Professor Sada's Vitality, an Ancient Supporter
    assert not ancient.matches(pool["sv5-121"])  # Miraidon, a Future Pokémon
    assert not KindCard("Ancient", "Supporter").matches(pool["sv5-109"])


def test_a_pokemon_discarded_at_the_end_of_the_turn_gives_no_prize_card(
    pool: Mapping[str, Card],
) -> None:
    """E-20: Corrosive Sludge discards the Defending Pokémon and its cards at the end of the
    opponent's next turn; it is not Knocked Out, so no Prize card is taken (its owner promotes
    a Benched Pokémon)."""
    position = {
        "player1": side(active={"card": "sv10-123", "energy": ["sve-7", "sve-1"]}),
        "player2": side(
            active={"card": "sv8-144", "energy": ["sve-1"]}, bench=[{"card": "svp-12"}]
        ),
    }
    expect = {
        "player2.active.card": "svp-12",
        "player2.discard": ["sv8-144", "sve-1"],
        "player1.prizes.count": 6,
    }
    steps = ({"do": "attack", "name": "Corrosive Sludge"}, {"do": "end_turn", "expect": expect})
    assert play_here(pool, position, *steps) == ""


def test_no_effect_at_the_end_of_the_turn_once_the_pokemon_is_benched(
    pool: Mapping[str, Card],
) -> None:
    """Benched during the opponent's turn, the Defending Pokémon loses the effect (EN I-A-03)."""
    position = {
        "player1": side(active={"card": "sv8pt5-25", "energy": ["sve-3"]}),
        "player2": side(
            active={"card": "sv8-144", "energy": ["sve-1 x3"]}, bench=[{"card": "svp-12"}]
        ),
    }
    expect = {"player2.bench.0.card": "sv8-144", "player2.bench.0.damage": 30}
    steps = (
        {"do": "attack", "name": "Permeating Chill"},
        {"do": "retreat", "target": "bench1"},
        {"do": "end_turn", "expect": expect},
    )
    assert play_here(pool, position, *steps) == ""


def test_an_attack_whose_text_only_reminds_of_a_rule_is_automated(
    pool: Mapping[str, Card],
) -> None:
    """Ultra Uppercut-GX prints only "(You can't use more than 1 GX attack in a game.)", which
    the engine applies itself (R-13): the attack is automated, its damage only."""
    kommo_o = pool["sm2-100"]
    compiled = compile_card(kommo_o)
    gx = next(i for i, attack in enumerate(kommo_o.attacks) if attack.gx)
    assert compiled.script["attacks"][str(gx)] == []
    assert all(not m.where.endswith(kommo_o.attacks[gx].name) for m in compiled.missed)
    script = script_from_data(compiled.script, kommo_o)
    assert script.attacks[gx].parts == ()


def test_no_team_rockets_energy_to_discard_no_defender_discarded(pool: Mapping[str, Card]) -> None:
    """E-19: without a Team Rocket's Energy to discard, "If you do" doesn't hold."""
    position = {
        "player1": side(active={"card": "sv10-31", "energy": ["sve-2 x4"]}),
        "player2": side(active={"card": "sv8pt5-76"}, bench=[{"card": "svp-12"}]),
    }
    expect = {"player2.active.card": "sv8pt5-76", "player1.active.energy.count": 4}
    step = {"do": "attack", "name": "Evil Incineration", "expect": expect}
    assert play_here(pool, position, step) == ""
