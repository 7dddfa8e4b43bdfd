"""Attached Energy moved from some Pokémon to others (EN II-C-10)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import EnergyType
from playmat.effects.attached_energy import EnergyKind, amount_words, energy_kind
from playmat.effects.base import ALWAYS, Condition, Part, choose_cards, choose_pokemon
from playmat.effects.board import prevents_effects
from playmat.effects.choosing import agree
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Purpose
from playmat.rules.events import event
from playmat.rules.refusals import Refusal, refusal
from playmat.rules.scripting import EffectContext, Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_name, pokemon_name, to_discard

#: Where a move takes Energy from: this Pokémon, the opponent's Active Pokémon, your Benched
#: Pokémon, your Pokémon other than the one it goes to, 1 of your Pokémon you choose, any of
#: your Pokémon; 1 of the opponent's Pokémon, the opponent's Benched Pokémon.
FROM_SELF, FROM_DEFENDER, FROM_BENCH, FROM_OTHERS, FROM_ONE, FROM_YOURS = (
    "self",
    "defender",
    "bench",
    "others",
    "one",
    "yours",
)
FROM_THEIR_ONE, FROM_THEIR_BENCH = "their_one", "their_bench"

#: Where it goes: 1 of your Benched Pokémon (all of it there), your Benched Pokémon in any way
#: you like, this Pokémon, your Active Pokémon, another of your Pokémon, your other Pokémon in
#: any way you like, 1 of the opponent's Benched Pokémon.
TO_BENCHED, TO_BENCH_ANY, TO_THIS, TO_ACTIVE, TO_ANOTHER, TO_OTHERS_ANY, TO_THEIR_BENCHED = (
    "benched",
    "bench_any",
    "this",
    "active",
    "another",
    "others_any",
    "their_benched",
)
#: ... another of the opponent's Pokémon, the opponent's Active Pokémon.
TO_THEIR_ANOTHER, TO_THEIR_ACTIVE = "their_another", "their_active"

_MOVES = {
    FROM_SELF: (TO_BENCHED, TO_BENCH_ANY),
    FROM_DEFENDER: (TO_THEIR_BENCHED, TO_THEIR_ANOTHER),
    FROM_BENCH: (TO_THIS, TO_ACTIVE),
    FROM_OTHERS: (TO_THIS,),
    FROM_ONE: (TO_ANOTHER,),
    FROM_YOURS: (TO_OTHERS_ANY,),
    FROM_THEIR_ONE: (TO_THEIR_ANOTHER,),
    FROM_THEIR_BENCH: (TO_THEIR_ACTIVE,),
}

#: Destinations chosen again for each card.
_EACH_CARD = (TO_BENCH_ANY, TO_OTHERS_ANY)


@dataclass(frozen=True)
class MoveEnergy(Part):
    """EN II-C-10: move attached Energy from some Pokémon to others, the player whose effect it
    is choosing which cards and, where the text lets them, where each goes. Your Energy goes
    to your own Pokémon, the opponent's to theirs (C-10). ``count`` 0 means all of it, or with
    ``up_to`` any amount (D-02). Energy on a Pokémon protected from the effects of attacks
    stays (C-17); with nowhere to go, nothing moves."""

    source: str = FROM_SELF
    to: str = TO_BENCHED
    count: int = 1
    up_to: bool = False
    energy: EnergyType | None = None
    basic: bool = False
    optional: bool = False
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        energy_kind(self.energy, False, self.basic)
        if self.to not in _MOVES.get(self.source, ()):
            raise ValueError(f"Energy doesn't move from {self.source} to {self.to}")
        if self.count < 0:
            raise ValueError("a count of Energy is positive, or 0 for all or any amount")

    @property
    def kind(self) -> EnergyKind:
        return EnergyKind(self.energy, basic=self.basic)

    @property
    def that_one(self) -> bool:
        """The Energy goes to one Pokémon, "that Pokémon" for a later sentence."""
        return self.to not in _EACH_CARD

    def describe(self) -> Message:
        noun = self.kind.noun()
        if self.count == 0 and self.up_to:
            amount = msg("text.amount_any_amount", things=noun)
        else:
            amount = amount_words(self.count, noun, self.up_to)
        text = msg(
            "text.move_energy",
            amount=amount,
            source=self.source,
            to=self.to,
            optional=self.optional,
        )
        return self.when.sentence(text)

    def _destination_pool(self, ctx: EffectContext) -> list[InPlay]:
        """Where the cards may go, before leaving out the Pokémon they come from."""
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.to in (TO_BENCHED, TO_BENCH_ANY):
            return list(mine.bench)
        theirs = state.players[ctx.opponent]
        if self.to == TO_THEIR_BENCHED:
            return list(theirs.bench)
        if self.to == TO_THEIR_ANOTHER:
            return theirs.in_play()
        if self.to == TO_THEIR_ACTIVE:
            return [theirs.active] if theirs.active is not None else []
        if self.to == TO_THIS:
            return [ctx.pokemon] if ctx.pokemon is not None else []
        if self.to == TO_ACTIVE:
            return [mine.active] if mine.active is not None else []
        return mine.in_play()

    def _sources(self, ctx: EffectContext, destinations: list[InPlay]) -> list[InPlay]:
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.source == FROM_SELF:
            pool = [ctx.pokemon] if ctx.pokemon is not None else []
        elif self.source == FROM_DEFENDER:
            active = state.players[ctx.opponent].active
            pool = [active] if active is not None and not prevents_effects(ctx, active) else []
        elif self.source == FROM_BENCH:
            pool = list(mine.bench)
        elif self.source in (FROM_THEIR_ONE, FROM_THEIR_BENCH):
            theirs = state.players[ctx.opponent]
            found = theirs.bench if self.source == FROM_THEIR_BENCH else theirs.in_play()
            pool = [p for p in found if not prevents_effects(ctx, p)]
        else:
            pool = mine.in_play()
        if self.to in (TO_THIS, TO_ACTIVE, TO_THEIR_ACTIVE):
            pool = [p for p in pool if all(p is not d for d in destinations)]
        return pool

    def _holders(self, ctx: EffectContext) -> dict[int, InPlay]:
        """Each Energy card that may move, and the Pokémon it is on."""
        destinations = self._destination_pool(ctx)
        state = ctx.game.state
        found: dict[int, InPlay] = {}
        for pokemon in self._sources(ctx, destinations):
            if not any(d is not pokemon for d in destinations):
                continue
            for uid in pokemon.energy:
                if self.kind.matches(state.card(uid)):
                    found[uid] = pokemon
        return found

    def why_not(self, ctx: EffectContext) -> Refusal | None:
        if not self._holders(ctx):
            return refusal("no_energy_to_move", "EN II-C-10")
        return None

    def run(self, ctx: EffectContext) -> Flow:
        holds = self.when.holds(ctx)
        ctx.did = False
        holders = self._holders(ctx)
        if not holds or not holders:
            return
        if self.optional and not (yield from agree(ctx, msg("prompt.may_move_energy"))):
            return
        if self.source in (FROM_ONE, FROM_THEIR_ONE):
            # "From 1 of your Pokémon": the cards all come from the Pokémon chosen first.
            pokemon = list({p.id: p for p in holders.values()}.values())
            source = yield from choose_pokemon(
                ctx,
                ctx.player,
                msg("prompt.move_energy_from"),
                pokemon,
                purpose=Purpose.ATTACH_TARGET,
            )
            holders = {uid: p for uid, p in holders.items() if p is source}
        uids = list(holders)
        wanted = len(uids) if self.count == 0 else min(self.count, len(uids))
        chosen = yield from choose_cards(
            ctx,
            ctx.player,
            msg("prompt.move_energy", count=wanted, up_to=self.up_to),
            uids,
            minimum=0 if self.up_to else wanted,
            maximum=wanted,
            purpose=Purpose.ATTACH_TARGET,
        )
        destinations = self._destination_pool(ctx)
        target: InPlay | None = None
        for uid in chosen:
            holder = holders[uid]
            if target is None or self.to in _EACH_CARD:
                target = yield from choose_pokemon(
                    ctx,
                    ctx.player,
                    msg("prompt.attach_target", card=card_name(ctx.game, uid)),
                    [d for d in destinations if d is not holder],
                    purpose=Purpose.ATTACH_TARGET,
                )
            if target is None or target is holder:
                continue
            if prevents_effects(ctx, target):
                # C-10 FAQ 2: Energy moved to a Pokémon the effects of attacks can't reach is
                # discarded, and the move ends there.
                to_discard(ctx.game, uid, holder.energy)
                return
            holder.energy.remove(uid)
            target.energy.append(uid)
            ctx.did = True
            ctx.that_pokemon = target
            ctx.game.emit(
                event(
                    "move_energy",
                    player=Seat(ctx.player),
                    pokemon=target.id,
                    card=card_name(ctx.game, uid),
                    source=pokemon_name(ctx.game, holder),
                    target=pokemon_name(ctx.game, target),
                )
            )
