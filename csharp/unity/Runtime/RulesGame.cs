// What both games share: every call of the C ABI's per-game block, once, over GameOps.
using System;

namespace CongoNile
{
    /// <summary>
    /// A game of either kind, owned by this object: dispose it (or let the finalizer do it) to
    /// free the native game. Players are indices into <see cref="Players"/>. Setups, decisions,
    /// events, views and states are JSON text in the Rust cores' serde shapes (ffi/README.md).
    /// Every failure throws a <see cref="CongoNileException"/>; a refused decision leaves the
    /// game untouched. Any call after <see cref="Dispose"/> throws <see cref="ObjectDisposedException"/>.
    /// One thread at a time per game (another thread's concurrent call gets status <c>Busy</c>).
    /// </summary>
    public abstract class RulesGame : IDisposable
    {
        private readonly GameHandle handle;
        private readonly GameOps ops;

        internal RulesGame(GameHandle handle, GameOps ops)
        {
            this.handle = handle;
            this.ops = ops;
        }

        /// <summary>Free the native game now. Safe to call more than once.</summary>
        public void Dispose()
        {
            handle.Dispose();
        }

        /// <summary>Whether <see cref="Dispose"/> was called.</summary>
        public bool IsDisposed { get { return handle.IsClosed; } }

        /// <summary>Run <paramref name="call"/> on the native handle, kept alive (and not freed by another thread) for the call.</summary>
        internal T Use<T>(Func<IntPtr, T> call)
        {
            bool added = false;
            try
            {
                if (handle.IsClosed) throw new ObjectDisposedException(GetType().Name);
                handle.DangerousAddRef(ref added);
                return call(handle.DangerousGetHandle());
            }
            finally
            {
                if (added) handle.DangerousRelease();
            }
        }

        private unsafe string Json(JsonOf call)
        {
            return Use(g => { byte* json = null; return Interop.Json(call(g, &json), json); });
        }

        private unsafe string Json(JsonFor call, uint player)
        {
            return Use(g => { byte* json = null; return Interop.Json(call(g, player, &json), json); });
        }

        /// <summary>A read-only query with one player and one JSON text in, JSON out (the games' front-end queries).</summary>
        internal unsafe string Query(TextQuery call, uint player, string text, string parameter)
        {
            byte[] bytes = Interop.Utf8(text, parameter);
            return Use(g =>
            {
                byte* json = null;
                CongoNile.Native.CongoNileStatus status;
                fixed (byte* t = bytes) status = call(g, player, t, &json);
                return Interop.Json(status, json);
            });
        }

        /// <summary>A copy of the native game (for search): it evolves independently.</summary>
        internal unsafe GameHandle CopyHandle()
        {
            return Use(g => { IntPtr copy = IntPtr.Zero; Interop.Check(ops.Clone(g, &copy)); return new GameHandle(copy, ops.Free); });
        }

        /// <summary>Every player as a JSON array: a player's index in it names him in every other call.</summary>
        public string Players() { return Json(ops.Players); }

        /// <summary>Who must decide what now (JSON), unredacted: for referees and replays, never a player's eyes (see <see cref="PendingFor"/>).</summary>
        public string Pending() { return Json(ops.Pending); }

        /// <summary>Who must decide what now as <paramref name="player"/> may see it (JSON).</summary>
        public string PendingFor(uint player) { return Json(ops.PendingFor, player); }

        /// <summary>The game as <paramref name="player"/> may see it (JSON).</summary>
        public string View(uint player) { return Json(ops.View, player); }

        /// <summary>The full state (JSON), hidden information and dice included: for referees and replays.</summary>
        public string State() { return Json(ops.State); }

        /// <summary>The events of the latest successful apply on this game, unfiltered (JSON array).</summary>
        public string Events() { return Json(ops.Events); }

        /// <summary>The events of the latest successful apply as <paramref name="player"/> may see them (JSON array).</summary>
        public string EventsFor(uint player) { return Json(ops.EventsFor, player); }

        /// <summary>The legal decisions of <paramref name="player"/> now, as one JSON array (empty when he has nothing to decide).</summary>
        public string LegalDecisionsJson(uint player) { return Json(ops.LegalDecisions, player); }

        /// <summary>The legal decisions of <paramref name="player"/> now, each as its own JSON text, ready for <see cref="Apply"/>.</summary>
        public string[] LegalDecisions(uint player) { return CongoNile.Json.Elements(LegalDecisionsJson(player)); }

        /// <summary>Apply <paramref name="player"/>'s decision (JSON); returns its events (JSON array).</summary>
        /// <exception cref="CongoNileException">Refused (e.g. <c>IllegalDecision</c>, <c>NotYourDecision</c>, <c>InvalidJson</c>, <c>GameOver</c>); the game is untouched.</exception>
        public unsafe string Apply(uint player, string decisionJson)
        {
            byte[] decision = Interop.Utf8(decisionJson, "decisionJson");
            return Use(g =>
            {
                byte* events = null;
                CongoNile.Native.CongoNileStatus status;
                fixed (byte* d = decision) status = ops.Apply(g, player, d, &events);
                return Interop.Json(status, events);
            });
        }

        /// <summary>The game as JSON text, for <c>Restore</c> (byte for byte what every binding and Rust write).</summary>
        public string Serialize() { return Json(ops.Serialize); }

        /// <summary>Fast (no JSON): whether the game is over.</summary>
        public unsafe bool IsOver
        {
            get { return Use(g => { bool over = false; Interop.Check(ops.IsOver(g, &over)); return over; }); }
        }

        /// <summary>Fast: the first player who must decide now.</summary>
        /// <exception cref="CongoNileException"><c>GameOver</c> when nobody has anything to decide.</exception>
        public unsafe uint CurrentPlayer
        {
            get { return Use(g => { uint player = 0; Interop.Check(ops.CurrentPlayer(g, &player)); return player; }); }
        }

        /// <summary>Fast: the current phase, an index into <c>PhaseNames()</c>.</summary>
        public unsafe uint Phase
        {
            get { return Use(g => { uint phase = 0; Interop.Check(ops.Phase(g, &phase)); return phase; }); }
        }

        /// <summary>Fast: how many legal decisions <paramref name="player"/> has now.</summary>
        public unsafe int LegalCount(uint player)
        {
            return Use(g => { UIntPtr n = UIntPtr.Zero; Interop.Check(ops.LegalCount(g, player, &n)); return checked((int)n.ToUInt64()); });
        }

        /// <summary>Fast: apply the <paramref name="k"/>-th (0-based) of <paramref name="player"/>'s legal decisions; its events are then in <see cref="Events"/>.</summary>
        public void ApplyLegal(uint player, int k)
        {
            if (k < 0) throw new ArgumentOutOfRangeException("k");
            Use(g => { Interop.Check(ops.ApplyLegal(g, player, new UIntPtr((ulong)k))); return true; });
        }

        /// <summary>Fast: play to the end with uniform random choices from a bot seeded with <paramref name="botSeed"/>, at most <paramref name="limit"/> decisions; returns how many were applied.</summary>
        /// <exception cref="CongoNileException"><c>OutOfRange</c> when the game did not end within the limit (the decisions stay applied).</exception>
        public unsafe long RandomPlayout(ulong botSeed, long limit)
        {
            if (limit < 0) throw new ArgumentOutOfRangeException("limit");
            return Use(g =>
            {
                UIntPtr applied = UIntPtr.Zero;
                Interop.Check(ops.RandomPlayout(g, botSeed, new UIntPtr((ulong)limit), &applied));
                return (long)applied.ToUInt64();
            });
        }
    }
}
