// One game's C ABI calls as delegates over an untyped handle, so that every call's marshalling,
// status check and string freeing lives once, in RulesGame, for both games.
using System;
using System.Runtime.InteropServices;
using CongoNile.Native;

namespace CongoNile
{
    internal unsafe delegate CongoNileStatus MakeWithSeed(byte* text, ulong seed, IntPtr* game);
    internal unsafe delegate CongoNileStatus MakeFromText(byte* text, IntPtr* game);
    internal unsafe delegate CongoNileStatus CopyGame(IntPtr game, IntPtr* copy);
    internal delegate void FreeGame(IntPtr game);
    internal unsafe delegate CongoNileStatus Listing(byte** json);
    internal unsafe delegate CongoNileStatus Named(byte* name, byte** json);
    internal unsafe delegate CongoNileStatus JsonOf(IntPtr game, byte** json);
    internal unsafe delegate CongoNileStatus JsonFor(IntPtr game, uint player, byte** json);
    internal unsafe delegate CongoNileStatus ApplyJson(IntPtr game, uint player, byte* decision, byte** events);
    internal unsafe delegate CongoNileStatus FlagOf(IntPtr game, bool* flag);
    internal unsafe delegate CongoNileStatus NumberOf(IntPtr game, uint* number);
    internal unsafe delegate CongoNileStatus CountFor(IntPtr game, uint player, UIntPtr* count);
    internal delegate CongoNileStatus ApplyIndex(IntPtr game, uint player, UIntPtr k);
    internal unsafe delegate CongoNileStatus TextQuery(IntPtr game, uint player, byte* text, byte** json);
    internal unsafe delegate CongoNileStatus Playout(IntPtr game, ulong botSeed, UIntPtr limit, UIntPtr* applied);

    /// <summary>The calls of one game (<c>congo_game_*</c> or <c>nile_game_*</c>), filled in by <see cref="CongoGame"/> and <see cref="NileGame"/>.</summary>
    internal sealed class GameOps
    {
        internal MakeWithSeed New, NewBuiltin;
        internal MakeFromText NewFromSetup, Restore;
        internal CopyGame Clone;
        internal FreeGame Free;
        internal Listing BuiltinNames, PhaseNames;
        internal Named BuiltinSetup;
        internal JsonOf Players, Pending, State, Events, Serialize;
        internal JsonFor PendingFor, View, EventsFor, LegalDecisions;
        internal ApplyJson Apply;
        internal FlagOf IsOver;
        internal NumberOf CurrentPlayer, Phase;
        internal CountFor LegalCount;
        internal ApplyIndex ApplyLegal;
        internal Playout RandomPlayout;

        /// <summary>A handle from a call that makes one from a text and a seed.</summary>
        internal unsafe GameHandle Make(MakeWithSeed make, string text, string parameter, ulong seed)
        {
            byte[] bytes = Interop.Utf8(text, parameter);
            IntPtr game = IntPtr.Zero;
            fixed (byte* p = bytes) Interop.Check(make(p, seed, &game));
            return new GameHandle(game, Free);
        }

        /// <summary>A handle from a call that makes one from a text alone.</summary>
        internal unsafe GameHandle Make(MakeFromText make, string text, string parameter)
        {
            byte[] bytes = Interop.Utf8(text, parameter);
            IntPtr game = IntPtr.Zero;
            fixed (byte* p = bytes) Interop.Check(make(p, &game));
            return new GameHandle(game, Free);
        }

        /// <summary>The JSON text a listing call writes.</summary>
        internal unsafe string List(Listing listing)
        {
            byte* json = null;
            return Interop.Json(listing(&json), json);
        }

        /// <summary>The JSON text a call on a name writes.</summary>
        internal unsafe string ByName(Named call, string name)
        {
            byte[] bytes = Interop.Utf8(name, "name");
            byte* json = null;
            fixed (byte* p = bytes) return Interop.Json(call(p, &json), json);
        }
    }

    /// <summary>
    /// A game handle owned by the C# side: released exactly once, with the game's own free
    /// call, by <see cref="IDisposable.Dispose"/> or the finalizer.
    /// </summary>
    internal sealed class GameHandle : SafeHandle
    {
        private readonly FreeGame free;

        internal GameHandle(IntPtr game, FreeGame free) : base(IntPtr.Zero, true)
        {
            this.free = free;
            SetHandle(game);
        }

        /// <inheritdoc/>
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }

        /// <inheritdoc/>
        protected override bool ReleaseHandle()
        {
            free(handle);
            return true;
        }
    }
}
