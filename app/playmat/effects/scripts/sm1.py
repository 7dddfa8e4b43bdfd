"""Scripts for the Sun & Moon cards of the three theme decks (Forest Shadow, Roaring Heat,
Bright Tide): every attack, Ability and Trainer in them, composed from the effect library.

Attacks without text need no script: the engine deals their printed damage. Card facts live in
``data/starter/cards.json``; nothing here quotes a card's printed text.
"""

from __future__ import annotations

from playmat.cards.model import EnergyType
from playmat.effects.always_on import WhileInPlay
from playmat.effects.attached_cards import DiscardAllEnergyOfType, DiscardEnergyFromSelf
from playmat.effects.attaching import AttachFromDiscardToSelf
from playmat.effects.base import AbilityScript, AttackScript, TrainerScript
from playmat.effects.coins import FlipCoins
from playmat.effects.damage_parts import (
    DamageByHeads,
    DamagePerCounted,
    DamagePerHeads,
    DamageToOpponentsPokemon,
    DoesNothing,
    IgnoreResistance,
    MayDoMoreDamage,
    MoreDamage,
    MoreDamagePer,
    SelfDamage,
)
from playmat.effects.discard_pile import RecoverFromDiscard
from playmat.effects.drawing import Draw, DrawUntil
from playmat.effects.hands import DiscardFromHand
from playmat.effects.healing import HealActiveAndCure, HealDamageDone, HealOneOfYours, HealSelf
from playmat.effects.pokemon_parts import (
    Inflict,
    Lasting,
    PlayerAttacksDoMore,
    ReturnDefenderToHand,
)
from playmat.effects.predicates import (
    AnyCard,
    AnyPokemon,
    BasicEnergy,
    BasicPokemon,
    DefenderIsEvolution,
    DefenderIsType,
    DefenderResists,
    EnergyCardOfType,
    EvolutionPokemon,
    Heads,
    ItemCard,
    PokemonOfType,
    SelfHasEnergy,
    Tails,
    YouDid,
)
from playmat.effects.prizes import LookAtPrizes
from playmat.effects.scripts.registry import ScriptRegistry
from playmat.effects.searching import SearchDeck
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.scripting import AbilityKind, CardScript
from playmat.rules.state import Condition

GRASS, WATER, LIGHTNING, FIGHTING = (
    EnergyType.GRASS,
    EnergyType.WATER,
    EnergyType.LIGHTNING,
    EnergyType.FIGHTING,
)


def attacks(**by_index: AttackScript) -> dict[int, AttackScript]:
    """``attacks(a0=..., a1=...)``: scripts by attack index, in the card's printed order."""
    return {int(key[1:]): script for key, script in by_index.items()}


def attack(*parts: object) -> AttackScript:
    return AttackScript(tuple(parts))  # type: ignore[arg-type]


def trainer(*parts: object) -> CardScript:
    return CardScript(trainer=TrainerScript(tuple(parts)))  # type: ignore[arg-type]


def flip_more(amount: int) -> AttackScript:
    """Flip a coin; heads: more damage (EN II-B-01)."""
    return attack(FlipCoins(1), MoreDamage(amount, Heads()))


def now(condition: Condition) -> AttackScript:
    return attack(Inflict(condition))


HEAL_ONE_30 = attack(HealOneOfYours(30))


def register(registry: ScriptRegistry) -> None:
    scripts: dict[str, CardScript] = {
        # Forest Shadow
        "sm1-5": CardScript(
            attacks(
                a0=attack(FlipCoins(3), DamageByHeads(3, more={1: 20, 2: 60}, total={3: 120})),
                a1=attack(HealSelf(30)),
            )
        ),
        "sm1-6": CardScript(attacks(a0=attack(FlipCoins(1), ReturnDefenderToHand(Heads())))),
        "sm1-7": CardScript(attacks(a0=flip_more(10))),
        "sm1-10": CardScript(
            attacks(
                a0=attack(DamageToOpponentsPokemon(20)),
                a1=flip_more(20),
            )
        ),
        "sm1-11": CardScript(attacks(a0=flip_more(30), a1=attack(SelfDamage(20)))),
        "sm1-14": CardScript(
            attacks(
                a0=attack(
                    SearchDeck(EnergyCardOfType(GRASS), destination="attach"),
                )
            )
        ),
        "sm1-16": CardScript(attacks(a0=now(Condition.ASLEEP))),
        "sm1-17": CardScript(
            attacks(a0=now(Condition.ASLEEP)),
            abilities={
                0: AbilityScript(
                    AbilityKind.ACTIVATED,
                    (SearchDeck(PokemonOfType(GRASS), reveal=True),),
                )
            },
        ),
        "sm1-18": CardScript(attacks(a0=HEAL_ONE_30)),
        "sm1-99": CardScript(
            attacks(
                a0=attack(MoreDamage(30, DefenderIsEvolution())),
                a1=attack(FlipCoins(4), DamagePerHeads(50)),
            )
        ),
        "sm1-102": CardScript(attacks(a0=now(Condition.CONFUSED))),
        "sm1-106": CardScript(attacks(a0=flip_more(10))),
        "sm1-107": CardScript(attacks(a0=attack(FlipCoins(4), DamagePerHeads(20)))),
        # Roaring Heat
        "sm1-23": CardScript(
            attacks(
                a0=now(Condition.BURNED),
                a1=attack(FlipCoins(1), Inflict(Condition.PARALYZED, when=Heads())),
            )
        ),
        "sm1-25": CardScript(
            attacks(
                a0=attack(FlipCoins(3), DamagePerHeads(20)),
                a1=attack(DiscardEnergyFromSelf(1)),
            )
        ),
        "sm1-26": CardScript(
            attacks(
                a0=now(Condition.BURNED),
                a1=attack(FlipCoins(2), DamagePerHeads(100)),
            )
        ),
        "sm1-67": CardScript(attacks(a0=attack(FlipCoins(1), DoesNothing(Tails())))),
        "sm1-69": CardScript(attacks(a0=attack(MoreDamage(50, DefenderResists(FIGHTING))))),
        "sm1-70": CardScript(attacks(a1=attack(IgnoreResistance()))),
        "sm1-73": CardScript(
            attacks(
                a0=attack(DamageToOpponentsPokemon(30, bench_only=True)),
                a1=attack(MoreDamagePer(30, "benched_named:Passimian")),
            )
        ),
        "sm1-74": CardScript(
            attacks(
                a0=attack(AttachFromDiscardToSelf(EnergyCardOfType(FIGHTING))),
                a1=attack(
                    Lasting(
                        ModifierKind.CANT_RETREAT, Duration.OPPONENTS_NEXT_TURN, on_defender=True
                    )
                ),
            )
        ),
        "sm1-75": CardScript(
            attacks(a0=attack(HealDamageDone())),
            abilities={
                0: AbilityScript(
                    AbilityKind.PASSIVE,
                    always_on=(
                        # "from attacks": its own too, as Eviolite (EN II-B-09 FAQ 1).
                        WhileInPlay(ModifierKind.DAMAGE_TAKEN, -20, only_from_opponent=False),
                    ),
                )
            },
        ),
        "sm1-112": CardScript(
            attacks(
                a0=attack(
                    Lasting(
                        ModifierKind.CANT_RETREAT, Duration.OPPONENTS_NEXT_TURN, on_defender=True
                    )
                ),
                a1=attack(MayDoMoreDamage(40), SelfDamage(20, YouDid())),
            )
        ),
        "sm1-113": CardScript(
            attacks(a0=attack(MoreDamagePer(20, "energy_on_defender"))),
            abilities={0: AbilityScript(AbilityKind.ACTIVATED, (DrawUntil(3),))},
        ),
        # Bright Tide
        "sm1-28": CardScript(attacks(a0=attack(Inflict(Condition.CONFUSED, both_active=True)))),
        "sm1-29": CardScript(
            attacks(
                a1=attack(
                    DiscardFromHand(2, EnergyCardOfType(WATER), up_to=True),
                    DamagePerCounted(60, EnergyCardOfType(WATER)),
                )
            )
        ),
        "sm1-34": CardScript(
            attacks(
                a0=attack(
                    FlipCoins(1),
                    MoreDamage(30, Heads()),
                    Inflict(Condition.PARALYZED, when=Tails()),
                ),
                a1=attack(
                    Lasting(ModifierKind.DAMAGE_TAKEN, Duration.OPPONENTS_NEXT_TURN, amount=-20)
                ),
            )
        ),
        "sm1-36": CardScript(
            attacks(
                a0=attack(
                    SearchDeck(BasicPokemon(), count=2, destination="bench"),
                )
            )
        ),
        "sm1-37": CardScript(
            attacks(
                a0=attack(
                    HealSelf(30),
                    Lasting(ModifierKind.CANT_RETREAT, Duration.YOUR_NEXT_TURN),
                )
            )
        ),
        "sm1-40": CardScript(attacks(a1=now(Condition.CONFUSED))),
        "sm1-41": CardScript(attacks(a0=now(Condition.CONFUSED), a1=attack(HealSelf(30)))),
        "sm1-49": CardScript(attacks(a0=attack(LookAtPrizes(1)))),
        "sm1-50": CardScript(
            attacks(
                a0=now(Condition.CONFUSED),
                a1=attack(MoreDamage(60, SelfHasEnergy(WATER))),
            )
        ),
        "sm1-53": CardScript(
            attacks(
                a0=attack(
                    FlipCoins(1),
                    Lasting(
                        ModifierKind.PREVENT_DAMAGE, Duration.OPPONENTS_NEXT_TURN, when=Heads()
                    ),
                ),
                a1=attack(
                    DiscardAllEnergyOfType(EnergyCardOfType(LIGHTNING)),
                    DamagePerCounted(30, EnergyCardOfType(LIGHTNING)),
                ),
            )
        ),
        "sm1-97": CardScript(attacks(a0=attack(MoreDamage(30, DefenderIsType(GRASS))))),
        "sm1-103": CardScript(
            attacks(
                a0=attack(
                    Lasting(ModifierKind.DAMAGE_DEALT, Duration.YOUR_NEXT_TURN, amount=20),
                )
            )
        ),
        "sm1-104": CardScript(
            abilities={
                0: AbilityScript(
                    AbilityKind.ON_EVOLVE_FROM_HAND,
                    # "You may": the engine asks as the card evolves (EN II-E-05), exactly the
                    # one question saves made before recorded for this part.
                    (RecoverFromDiscard(ItemCard()),),
                )
            }
        ),
        # Trainers
        "sm1-114": trainer(HealActiveAndCure(20)),
        "sm1-116": trainer(RecoverFromDiscard(BasicEnergy(), count=2)),
        "sm1-120": trainer(Draw(3)),
        "sm1-122": trainer(DrawUntil(6, first_turn_size=8)),
        "sm1-123": trainer(SearchDeck(BasicPokemon(), destination="bench")),
        "sm1-127": trainer(HealOneOfYours(30)),
        "sm1-128": trainer(Draw(2), PlayerAttacksDoMore(20)),
        "sm1-134": trainer(
            FlipCoins(2), SearchDeck(EvolutionPokemon(), reveal=True, per_heads=True)
        ),
        "sm1-135": trainer(
            DiscardFromHand(2, AnyCard()),
            SearchDeck(AnyPokemon(), reveal=True, when=YouDid()),
        ),
    }
    for card_id, script in scripts.items():
        registry.register(card_id, script)
