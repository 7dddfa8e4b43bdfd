"""Always-on effects of card text: what an Ability, a Pokémon Tool, a Special Energy or a
Stadium does for as long as its card is in play (:mod:`playmat.rules.always_on`).

One part serves every such text: a lasting effect (a :class:`~playmat.rules.modifiers.Modifier`
kind and amount) that reaches some Pokémon in play ("this Pokémon", "the Pokémon this card is
attached to", "your Basic Pokémon", "each Pokémon in play") while a condition on its card holds
("as long as this Pokémon is in the Active Spot").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from playmat.cards.model import EnergyType
from playmat.effects.base import ALWAYS, Condition, Estimate, effect_clause
from playmat.effects.board import count_energy
from playmat.effects.energy_conditions import energy_word
from playmat.effects.predicates import CardFilter
from playmat.effects.tallies import Count, Tally
from playmat.i18n.message import Message, Term, msg
from playmat.rules.always_on import Holder
from playmat.rules.game import Game
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.scripting import BoardFacts, EffectContext
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay


class Reach(StrEnum):
    """Whose Pokémon an always-on effect reaches, as seen from its card's owner."""

    #: The Pokémon with the Ability ("this Pokémon").
    IT = "it"
    #: The Pokémon the Tool or Special Energy is attached to.
    HOLDER = "holder"
    #: Each of the owner's Pokémon in play.
    YOURS = "yours"
    #: Each of the opponent's Pokémon in play.
    THEIRS = "theirs"
    #: Each Pokémon in play, both players' (a Stadium's "both yours and your opponent's").
    EVERY = "every"


class Spot(StrEnum):
    """Which of the reached Pokémon: wherever they are, only the Active, only the Benched."""

    ANY = "any"
    ACTIVE = "active"
    BENCH = "bench"


@dataclass(frozen=True)
class ItIsIn(Condition):
    """ "As long as this Pokémon is in the Active Spot" (or "on your Bench"): where the card's
    own Pokémon is (the one with the Ability, or the one the Tool is attached to)."""

    spot: Spot

    def __post_init__(self) -> None:
        if self.spot is Spot.ANY:
            raise ValueError("a Pokémon in play is always somewhere: name the Spot")

    def sentence(self, then: Message) -> Message:
        return msg("condition.it_is_in", spot=self.spot.value, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        is_active = ctx.game.state.players[pokemon.owner].active is pokemon
        return is_active == (self.spot is Spot.ACTIVE)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


class InPlayEffect:
    """An always-on effect of card text (the rules' :class:`~playmat.rules.always_on.
    AlwaysOnEffect`): what a compiled text makes of a sentence that works while its card is in
    play, stored as data like the parts (:mod:`playmat.effects.data`)."""

    #: The kind of modifier it gives (the rules skip effects of kinds they don't ask for).
    kind: ModifierKind

    def describe(self) -> Message:
        raise NotImplementedError

    @property
    def benefit(self) -> int:
        """+1 when a Pokémon it reaches gains by it, -1 when it suffers (a computer player's
        weight)."""
        raise NotImplementedError

    def modifiers_for(self, game: Game, holder: Holder, target: InPlay) -> Sequence[Modifier]:
        """The modifiers the effect gives ``target`` now (none if it doesn't reach it)."""
        raise NotImplementedError

    def player_modifiers_for(self, game: Game, holder: Holder, player: int) -> Sequence[Modifier]:
        """The modifiers the effect gives a player now (C-19): none, unless it says so."""
        return ()

    @property
    def is_lock(self) -> bool:
        """It takes Abilities or Pokémon Tools away (EN II-D-13)."""
        return False


@dataclass(frozen=True)
class WhileInPlay(InPlayEffect):
    """A lasting effect given to the Pokémon it reaches for as long as its card is in play
    (EN I-A-02 Abilities, I-B-01 Tools, I-B-03 Stadiums), worked out afresh each time the rules
    ask, so it ends the moment its card leaves play.

    ``kind``/``amount`` are the effect (damage dealt or taken, Retreat Cost, HP, can't attack
    ...); ``reach``, ``spot`` and ``only`` say which Pokémon get it; ``except_same_name``
    leaves out every Pokémon with the card's name ("your Future Pokémon, except any Iron Crown
    ex": another Iron Crown ex gets nothing from it either); ``when`` is a condition on the
    card's own Pokémon ("as long as this Pokémon is in the Active Spot"); ``against`` limits a
    damage effect to the Pokémon it is done to (DAMAGE_DEALT) or done by (DAMAGE_TAKEN,
    PREVENT_DAMAGE)."""

    kind: ModifierKind
    amount: int = 0
    reach: Reach = Reach.IT
    spot: Spot = Spot.ANY
    only: CardFilter | None = None
    except_same_name: bool = False
    when: Condition = ALWAYS
    against: CardFilter | None = None
    only_to_opponents_active: bool = False
    only_from_opponent: bool = True
    #: The Special Condition of DAMAGED_CONDITION ("Poisoned").
    condition: str = ""
    #: The Energy ``needs_energy`` and ``per_energy`` count (units, R-6); None: any Energy.
    energy: EnergyType | None = None
    #: Only the reached Pokémon that have any such Energy attached ("each of your Pokémon that
    #: has any Grass Energy attached to it").
    needs_energy: bool = False
    #: ``amount`` for each such Energy attached to the reached Pokémon ("+20 HP for each
    #: Fighting Energy attached to it").
    per_energy: bool = False
    #: Reached Pokémon it leaves out ("except for Future Pokémon").
    except_cards: CardFilter | None = None
    #: For NO_ABILITIES: the Ability that still works ("except for Midnight Fluttering").
    except_ability: str = ""
    #: For ATTACK_COST: only the attack of this name ("Blood Moon used by this Pokémon"), and
    #: the Energy symbol added or taken away (None: Colorless).
    attack: str = ""
    symbol: EnergyType | None = None
    #: ``amount`` for each of these, counted from the card's owner ("for each Prize card your
    #: opponent has taken", "for each Kofu card in your discard pile").
    per: Tally | None = None
    per_cards: CardFilter | None = None
    #: Its card is discarded once it has changed an attack's damage or acted on the Attacking
    #: Pokémon ("..., and discard this card").
    then_discard: bool = False

    def __post_init__(self) -> None:
        if self.kind is ModifierKind.DAMAGED_CONDITION or self.condition:
            SpecialCondition(self.condition)  # a ValueError for one that isn't
        if self.kind in (ModifierKind.DAMAGE_DEALT, ModifierKind.DAMAGE_TAKEN) and not self.amount:
            raise ValueError("a change to damage needs an amount")
        if self._on_its_own and (
            self.except_same_name or self.spot is not Spot.ANY or self.needs_energy
        ):
            raise ValueError("an effect on its own Pokémon has no other Pokémon to pick")
        if self.energy is not None and not (self.needs_energy or self.per_energy):
            raise ValueError("an Energy type with nothing to count it for")
        if self.per_energy and (not self.amount or self.kind is not ModifierKind.HP):
            raise ValueError("an amount for each Energy is an HP change")
        if self.except_ability and self.kind is not ModifierKind.NO_ABILITIES:
            raise ValueError("only a Pokémon without Abilities keeps one of them")
        costs = (ModifierKind.ATTACK_COST, ModifierKind.ATTACK_COST_ANY)
        if (self.attack or self.symbol) and self.kind not in costs:
            raise ValueError("an attack's name or an Energy symbol is for an attack's cost")
        if self.kind in costs and not self.amount:
            raise ValueError("a change to an attack's cost needs an amount")
        if self.kind is ModifierKind.ATTACK_COST_ANY and (self.amount > 0 or self.symbol):
            raise ValueError("Energy of any type is only taken away")
        if self.per_cards is not None and self.per is None:
            raise ValueError("cards counted with nothing to count them in")
        if self.per is not None and (not self.amount or self.per_energy):
            raise ValueError("an amount for each of something, counted once")
        spent = (ModifierKind.DAMAGE_TAKEN, ModifierKind.DAMAGED_COUNTERS)
        if self.then_discard and (self.kind not in spent or self.reach is not Reach.HOLDER):
            raise ValueError("a card attached to the Pokémon is discarded once it acted")

    @property
    def is_lock(self) -> bool:
        return self.kind in (ModifierKind.NO_ABILITIES, ModifierKind.TOOLS_OFF)

    @property
    def _on_its_own(self) -> bool:
        return self.reach in (Reach.IT, Reach.HOLDER)

    @property
    def benefit(self) -> int:
        harmful = {
            ModifierKind.DAMAGE_TAKEN: self.amount > 0,
            ModifierKind.DAMAGE_DEALT: self.amount < 0,
            ModifierKind.RETREAT_COST: self.amount > 0,
            ModifierKind.ATTACK_COST: self.amount > 0,
            ModifierKind.HP: self.amount < 0,
            ModifierKind.CANT_ATTACK: True,
            ModifierKind.CANT_RETREAT: True,
            ModifierKind.NO_ABILITIES: True,
            ModifierKind.TOOLS_OFF: True,
        }.get(self.kind, False)
        return -1 if harmful else 1

    def modifiers_for(self, game: Game, holder: Holder, target: InPlay) -> Sequence[Modifier]:
        if not self._reaches(game, holder, target):
            return ()
        if self.when != ALWAYS:
            context = EffectContext(game, holder.owner, holder.uid, pokemon=holder.pokemon)
            if not self.when.holds(context):
                return ()
        amount = self.amount
        if self.per is not None:
            context = EffectContext(game, holder.owner, holder.uid, pokemon=holder.pokemon)
            amount *= Count(self.per, cards=self.per_cards).count(context)
            if not amount:
                return ()
        if self.needs_energy or self.per_energy:
            attached = self._energy_on(game, target)
            if self.needs_energy and not attached:
                return ()
            if self.per_energy:
                if not attached:
                    return ()
                amount *= attached
        return (
            Modifier(
                self.kind,
                amount,
                Duration.WHILE_IN_PLAY,
                source=holder.source,
                only_to_opponents_active=self.only_to_opponents_active,
                only_from_opponent=self.only_from_opponent,
                against=self.against,
                condition=self.condition,
                except_ability=self.except_ability,
                attack=self.attack,
                symbol=self.symbol,
                discard_card=holder.uid if self.then_discard else None,
            ),
        )

    def _energy_on(self, game: Game, target: InPlay) -> int:
        """The Energy ``energy`` names attached to ``target``, in units (R-6), as the cards
        provide it by themselves: what they provide now is worked out from the always-on
        effects, this one among them."""
        state = game.state
        return count_energy([state.card(uid) for uid in target.energy], self.energy)

    def _reaches(self, game: Game, holder: Holder, target: InPlay) -> bool:
        if self._on_its_own:
            if target is not holder.pokemon:
                return False
            return self.only is None or self.only.matches(game.state.top_card(target))
        state = game.state
        if self.except_same_name and state.top_card(target).name == state.card(holder.uid).name:
            return False
        owner_ok = {
            Reach.YOURS: target.owner == holder.owner,
            Reach.THEIRS: target.owner != holder.owner,
            Reach.EVERY: True,
        }[self.reach]
        if not owner_ok:
            return False
        if self.spot is not Spot.ANY:
            is_active = game.state.players[target.owner].active is target
            if is_active != (self.spot is Spot.ACTIVE):
                return False
        top = game.state.top_card(target)
        if self.except_cards is not None and self.except_cards.matches(top):
            return False
        return self.only is None or self.only.matches(top)

    def describe(self) -> Message:
        if self.kind in (ModifierKind.ATTACK_COST, ModifierKind.ATTACK_COST_ANY):
            clause = msg(
                "text.attack_cost",
                subject=self._subject(),
                attack=self.attack,
                by_name=bool(self.attack),
                amount=abs(self.amount),
                less=self.amount < 0,
                any_type=self.kind is ModifierKind.ATTACK_COST_ANY,
                symbol=(self.symbol or EnergyType.COLORLESS).term,
            )
        elif self.kind is ModifierKind.NO_CONDITIONS:
            clause = msg(
                "text.no_conditions",
                subject=self._subject(),
                named=bool(self.condition),
                condition=SpecialCondition(self.condition).term if self.condition else "",
            )
        else:
            clause = effect_clause(
                self.kind, self.amount, self._subject(), condition=self.condition
            )
        if self.per is not None:
            count = Count(self.per, cards=self.per_cards).describe()
            clause = msg("text.for_each_count", effect=clause, count=count)
        if self.then_discard:
            clause = msg("text.then_discard", effect=clause)
        if self.per_energy:
            clause = msg("text.for_each_energy", effect=clause, energy=energy_word(self.energy))
        if self.against is not None:
            clause = msg(
                "text.against", effect=clause, kind=self.kind.value, pokemon=self.against.noun(2)
            )
        if self.except_ability or self.except_cards is not None:
            but = self.except_ability or self.except_cards.noun(2)  # type: ignore[union-attr]
            clause = msg("text.except_for", effect=clause, but=but)
        return self.when.sentence(msg("text.always_on", effect=clause))

    def _subject(self) -> Message | Term:
        if self.reach is Reach.IT:
            return Term("subject.this_pokemon")
        if self.reach is Reach.HOLDER:
            return Term("subject.holder")
        subject = msg(
            "subject.reach",
            reach=self.reach.value,
            spot=self.spot.value,
            only=self.only.noun(2) if self.only else Term("noun.pokemon"),
            except_same_name=self.except_same_name,
        )
        if self.needs_energy:
            return msg("subject.with_energy", subject=subject, energy=energy_word(self.energy))
        return subject


@dataclass(frozen=True)
class PlayLock(InPlayEffect):
    """EN II-C-19 for as long as its card is in play: the opponent (or both players) can't play
    the cards ``cards`` matches from their hand ("As long as this Pokémon is in the Active Spot,
    your opponent can't play any Item cards from their hand"), while ``when`` holds."""

    cards: CardFilter
    both_players: bool = False
    when: Condition = ALWAYS
    #: It gives players the modifier that keeps cards in the hand, and Pokémon none.
    kind: ModifierKind = field(default=ModifierKind.CANT_PLAY, init=False, repr=False)

    @property
    def benefit(self) -> int:
        return 1

    def modifiers_for(self, game: Game, holder: Holder, target: InPlay) -> Sequence[Modifier]:
        return ()

    def player_modifiers_for(self, game: Game, holder: Holder, player: int) -> Sequence[Modifier]:
        if player == holder.owner and not self.both_players:
            return ()
        if self.when != ALWAYS:
            context = EffectContext(game, holder.owner, holder.uid, pokemon=holder.pokemon)
            if not self.when.holds(context):
                return ()
        return (
            Modifier(
                ModifierKind.CANT_PLAY,
                duration=Duration.WHILE_IN_PLAY,
                source=holder.source,
                against=self.cards,
            ),
        )

    def describe(self) -> Message:
        effect = msg("text.play_lock", cards=self.cards.noun(2), both=self.both_players)
        return self.when.sentence(effect)
