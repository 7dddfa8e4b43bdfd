"""One TCP connection carrying frames: plain during the handshake, sealed after it.

Reading and writing never hold up anyone else: the thread that owns the connection reads
(waiting at most a short tick at a time, so it notices a deadline, a silent peer or a close),
and a writer thread of its own sends, fed through a bounded queue, so a peer that stops reading
costs the host nothing but this connection. Anything wrong with what the peer sends (a frame too
large, not JSON, not a message, sealed with another key, replayed or reordered) closes the
connection; the reason is kept for whoever asks.
"""

from __future__ import annotations

import contextlib
import queue
import select
import socket
import threading
import time
from collections import deque
from collections.abc import Callable

from playmat.errors import PlaymatError
from playmat.i18n.message import Message, msg
from playmat.net.delta import DeltaReader, DeltaWriter
from playmat.net.frames import PLAIN, SEALED, FrameDecoder, FrameError, frame, from_json, to_json
from playmat.net.messages import LanMessage, Ping, from_record, to_record
from playmat.net.seal import Opener, Sealer
from playmat.rules.wire import DecodeError

#: How long the reader waits at a time before looking at the clock again.
TICK = 0.25
#: A connection with nothing to say sends a ping this often...
PING_EVERY = 5.0
#: ...and one that heard nothing for this long is taken for lost (a cable pulled, a crash).
SILENT_LIMIT = 20.0
#: Frames waiting to be written before the peer counts as not reading.
QUEUE_LIMIT = 512


class ConnectionClosed(PlaymatError):
    """The connection is over; the message says why."""


class Connection:
    """Frames over one socket. ``tap`` sees every message's plain JSON before it is sealed
    (tests check what the guest is told)."""

    def __init__(
        self,
        sock: socket.socket,
        *,
        tap: Callable[[bytes], None] | None = None,
        silent_limit: float = SILENT_LIMIT,
    ) -> None:
        sock.settimeout(None)
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock = sock
        self.tap = tap
        self.silent_limit = silent_limit
        self.reason: Message | None = None
        self._decoder = FrameDecoder()
        self._bodies: deque[bytes] = deque()
        self._sealer: Sealer | None = None
        self._opener: Opener | None = None
        #: Sealed updates after the first travel as what changed (:mod:`playmat.net.delta`).
        self._outgoing = DeltaWriter()
        self._incoming = DeltaReader()
        self._send_lock = threading.Lock()
        self._closed = threading.Event()
        self._outbox: queue.Queue[bytes | None] = queue.Queue(QUEUE_LIMIT)
        self.last_received = self.last_sent = time.monotonic()
        self._writer = threading.Thread(target=self._write, name="playmat-lan-writer", daemon=True)
        self._writer.start()

    @property
    def closed(self) -> bool:
        return self._closed.is_set()

    @property
    def secure(self) -> bool:
        return self._sealer is not None

    def seal_with(self, sealer: Sealer, opener: Opener) -> None:
        """From now on every frame either way is sealed."""
        self._sealer, self._opener = sealer, opener

    # -- sending -------------------------------------------------------------------------------

    def send(self, message: LanMessage, *, plain: bool = False) -> bool:
        """Queue ``message``, sealed once the handshake agreed a key (``plain``: a refusal to a
        peer whose key turned out wrong). ``False`` when the connection is closed: the message
        is dropped (a guest gets everything again when it comes back)."""
        with self._send_lock:
            if self.closed:
                return False
            if self._sealer is None or plain:
                data = frame(PLAIN, to_json(to_record(message)))
            else:
                # Encoded under the lock: each delta is against the update sent just before.
                payload = to_json(self._outgoing.record(message))
                if self.tap is not None:
                    self.tap(payload)
                data = self._sealer.seal(payload)
            try:
                self._outbox.put_nowait(data)
            except queue.Full:
                self._close_locked(msg("lan.peer_not_reading"))
                return False
            self.last_sent = time.monotonic()
        return True

    def _write(self) -> None:
        while True:
            data = self._outbox.get()
            if data is None:
                return
            try:
                self.sock.sendall(data)
            except OSError:
                self.close(msg("lan.connection_lost"))
                return

    # -- receiving -----------------------------------------------------------------------------

    def receive(self, deadline: float | None = None) -> LanMessage:
        """The next message (pings are skipped). Raises :class:`ConnectionClosed` when the
        connection ends, when the peer sends anything Playmat doesn't accept (the connection is
        then closed), or when ``deadline`` (a :func:`time.monotonic` time) passes."""
        while True:
            kind, payload = self.receive_body(deadline)
            try:
                message = self.unpack(kind, payload)
            except (FrameError, DecodeError) as error:
                raise self.fail(error.words) from None
            if not isinstance(message, Ping):
                return message

    def unpack(self, kind: int, payload: bytes) -> LanMessage:
        """The message in a frame: plain only before the handshake, sealed after it. Raises
        :class:`FrameError` or :class:`DecodeError` (the connection stays open: the handshake
        answers a wrong code before closing)."""
        if kind == PLAIN and not self.secure:
            return from_record(from_json(payload))
        if kind == SEALED and self._opener is not None:
            return from_record(self._incoming.record(from_json(self._opener.open(payload))))
        raise FrameError(msg("lan.frame_out_of_place", kind=kind))

    def unpack_any(self, kind: int, payload: bytes) -> LanMessage:
        """Like :meth:`unpack`, but a plain frame is read even after the key was agreed: the
        guest's last handshake step, where a host that could not open the guest's confirmation
        says so in plain words."""
        if kind == PLAIN:
            return from_record(from_json(payload))
        return self.unpack(kind, payload)

    def receive_body(self, deadline: float | None = None) -> tuple[int, bytes]:
        """The next frame: its kind and payload, not yet opened."""
        while not self._bodies:
            self._read_some(deadline)
        body = self._bodies.popleft()
        return body[0], body[1:]

    def _read_some(self, deadline: float | None) -> None:
        if self.closed:
            raise ConnectionClosed(self.reason or msg("lan.connection_closed"))
        now = time.monotonic()
        if deadline is not None and now >= deadline:
            raise self.fail(msg("lan.timed_out"))
        if now - self.last_received > self.silent_limit:
            raise self.fail(msg("lan.connection_silent", seconds=int(self.silent_limit)))
        if self.secure and now - self.last_sent > PING_EVERY:
            self.send(Ping())
        try:
            ready, _, _ = select.select([self.sock], [], [], TICK)
            if not ready:
                return
            data = self.sock.recv(65536)
        except (OSError, ValueError):
            raise self.fail(msg("lan.connection_lost")) from None
        if not data:
            raise self.fail(self.reason or msg("lan.connection_lost"))
        self.last_received = time.monotonic()
        try:
            self._bodies.extend(self._decoder.feed(data))
        except FrameError as error:
            raise self.fail(error.words) from None

    # -- closing -------------------------------------------------------------------------------

    def fail(self, reason: Message) -> ConnectionClosed:
        """Close the connection for ``reason``; the error to raise."""
        self.close(reason)
        return ConnectionClosed(self.reason or reason)

    def close(self, reason: Message | None = None) -> None:
        with self._send_lock:
            self._close_locked(reason)

    def _close_locked(self, reason: Message | None) -> None:
        if self.closed:
            return
        self.reason = reason or msg("lan.connection_closed")
        self._closed.set()
        # The writer sends what is queued (a refusal, a goodbye) and then stops; shutting the
        # socket down afterwards wakes a reader and a writer stuck in the kernel.
        with contextlib.suppress(queue.Full):
            self._outbox.put_nowait(None)
        threading.Thread(target=self._shut, name="playmat-lan-close", daemon=True).start()

    def wait_sent(self, timeout: float = 2.0) -> None:
        """After :meth:`close`: wait (at most ``timeout`` seconds) until what was queued before
        it is sent. A program about to exit calls it, or its last words (a goodbye, the audit's
        verdict) die with its threads."""
        self._writer.join(timeout)

    def _shut(self) -> None:
        self._writer.join(timeout=2.0)
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


def open_connection(address: str, port: int, timeout: float = 5.0) -> Connection:
    """A TCP connection to a host; :class:`ConnectionClosed` when nobody answers there."""
    try:
        sock = socket.create_connection((address, port), timeout=timeout)
    except OSError as error:
        raise ConnectionClosed(
            msg("lan.cannot_connect", address=address, port=port, detail=str(error))
        ) from None
    return Connection(sock)
