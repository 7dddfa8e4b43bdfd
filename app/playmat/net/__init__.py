"""Playing on the LAN: the host's Playmat runs the only game, the guest's Playmat is a client of
the same :class:`~playmat.play.client.GameClient` protocol a local game implements.

The pieces, from the bytes up: :mod:`frames` (length-prefixed frames, capped), :mod:`seal` (the
session key from the join code by SPAKE2, frames sealed with ChaCha20-Poly1305),
:mod:`messages` (what the two sides say, typed, with a JSON form), :mod:`connection` (one
socket with its reader and writer), :mod:`handshake` (versions and the code), :mod:`fairness`
(the seed by commit and reveal, the guest's audit), :mod:`hosted` and :mod:`host` (the host's
game and its listening socket), :mod:`guest` and :mod:`guest_save` (the guest's client and its
save), :mod:`discovery` (UDP beacons), :mod:`headless` (playing a seat to the end without a
window). No Qt: the command line and the GUI share all of it.
"""
