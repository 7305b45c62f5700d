// Congo (the skirmish game): the shared calls over congo_game_*, plus Congo's list building,
// exact odds, front-end queries and undo.
using System;
using CongoNile.Native;

namespace CongoNile
{
    /// <summary>
    /// A Congo game (players: 0 and 1, see <see cref="RulesGame.Players"/>). Start one with
    /// <see cref="NewBuiltin"/> (names: <see cref="BuiltinNames"/>), <see cref="New"/>,
    /// <see cref="FromSetup"/>, <see cref="NewAdventure"/> or <see cref="Restore"/>.
    /// </summary>
    public sealed unsafe class CongoGame : RulesGame
    {
        private static readonly GameOps Ops = new GameOps
        {
            New = (t, s, o) => NativeMethods.congo_game_new(t, s, (NativeCongoGame**)o),
            NewBuiltin = (t, s, o) => NativeMethods.congo_game_new_builtin(t, s, (NativeCongoGame**)o),
            NewFromSetup = (t, o) => NativeMethods.congo_game_new_from_setup(t, (NativeCongoGame**)o),
            Restore = (t, o) => NativeMethods.congo_game_restore(t, (NativeCongoGame**)o),
            Clone = (g, o) => NativeMethods.congo_game_clone((NativeCongoGame*)g, (NativeCongoGame**)o),
            Free = g => NativeMethods.congo_game_free((NativeCongoGame*)g),
            BuiltinNames = o => NativeMethods.congo_game_builtin_names(o),
            PhaseNames = o => NativeMethods.congo_game_phase_names(o),
            BuiltinSetup = (n, o) => NativeMethods.congo_game_builtin_setup(n, o),
            Players = (g, o) => NativeMethods.congo_game_players((NativeCongoGame*)g, o),
            Pending = (g, o) => NativeMethods.congo_game_pending((NativeCongoGame*)g, o),
            State = (g, o) => NativeMethods.congo_game_state((NativeCongoGame*)g, o),
            Events = (g, o) => NativeMethods.congo_game_events((NativeCongoGame*)g, o),
            Serialize = (g, o) => NativeMethods.congo_game_serialize((NativeCongoGame*)g, o),
            PendingFor = (g, p, o) => NativeMethods.congo_game_pending_for((NativeCongoGame*)g, p, o),
            View = (g, p, o) => NativeMethods.congo_game_view((NativeCongoGame*)g, p, o),
            EventsFor = (g, p, o) => NativeMethods.congo_game_events_for((NativeCongoGame*)g, p, o),
            LegalDecisions = (g, p, o) => NativeMethods.congo_game_legal_decisions((NativeCongoGame*)g, p, o),
            Apply = (g, p, d, o) => NativeMethods.congo_game_apply((NativeCongoGame*)g, p, d, o),
            IsOver = (g, o) => NativeMethods.congo_game_is_over((NativeCongoGame*)g, o),
            CurrentPlayer = (g, o) => NativeMethods.congo_game_current_player((NativeCongoGame*)g, o),
            Phase = (g, o) => NativeMethods.congo_game_phase((NativeCongoGame*)g, o),
            LegalCount = (g, p, o) => NativeMethods.congo_game_legal_count((NativeCongoGame*)g, p, o),
            ApplyLegal = (g, p, k) => NativeMethods.congo_game_apply_legal((NativeCongoGame*)g, p, k),
            RandomPlayout = (g, s, l, o) => NativeMethods.congo_game_random_playout((NativeCongoGame*)g, s, l, o),
        };

        private CongoGame(GameHandle handle) : base(handle, Ops) { }

        /// <summary>Start a game from a setup (JSON) with seeded dice (the seed replaces the setup's dice).</summary>
        public static CongoGame New(string setupJson, ulong seed) { return new CongoGame(Ops.Make(Ops.New, setupJson, "setupJson", seed)); }

        /// <summary>Start the built-in setup <paramref name="name"/> with seeded dice; status <c>UnknownId</c> for a name not built in.</summary>
        public static CongoGame NewBuiltin(string name, ulong seed) { return new CongoGame(Ops.Make(Ops.NewBuiltin, name, "name", seed)); }

        /// <summary>Start a game from a setup (JSON) with the setup's own dice, scripted ones included.</summary>
        public static CongoGame FromSetup(string setupJson) { return new CongoGame(Ops.Make(Ops.NewFromSetup, setupJson, "setupJson")); }

        /// <summary>Restore a game written by <see cref="RulesGame.Serialize"/> (replayed and compared: a corrupted state is refused).</summary>
        public static CongoGame Restore(string json) { return new CongoGame(Ops.Make(Ops.Restore, json, "json")); }

        /// <summary>Start a built-in Adventure with two column lists (JSON: <c>[white, black]</c>) and seeded dice.</summary>
        public static CongoGame NewAdventure(string adventure, string columnsJson, ulong seed)
        {
            byte[] name = Interop.Utf8(adventure, "adventure");
            byte[] columns = Interop.Utf8(columnsJson, "columnsJson");
            NativeCongoGame* game = null;
            fixed (byte* a = name)
            fixed (byte* c = columns)
                Interop.Check(NativeMethods.congo_game_new_adventure(a, c, seed, &game));
            return new CongoGame(new GameHandle((IntPtr)game, Ops.Free));
        }

        /// <summary>The names of the built-in setups (the built-in Adventures, then <c>skirmish</c>).</summary>
        public static string[] BuiltinNames() { return Json.Parse<string[]>(Ops.List(Ops.BuiltinNames)); }

        /// <summary>The setup (JSON) of the built-in setup <paramref name="name"/>, to edit and start with <see cref="New"/>.</summary>
        public static string BuiltinSetup(string name) { return Ops.ByName(Ops.BuiltinSetup, name); }

        /// <summary>The phases' names: <see cref="RulesGame.Phase"/> is an index into them.</summary>
        public static string[] PhaseNames() { return Json.Parse<string[]>(Ops.List(Ops.PhaseNames)); }

        /// <summary>Every culture's profiles with points, stars and limits (JSON).</summary>
        public static string Rosters() { byte* o = null; return Interop.Json(NativeMethods.congo_rosters(&o), o); }

        /// <summary>The built-in Adventures with each side's muster rules (JSON).</summary>
        public static string Adventures() { byte* o = null; return Interop.Json(NativeMethods.congo_adventures(&o), o); }

        /// <summary>Check a column list (JSON) against an Adventure side's muster rules (JSON): <c>{valid, cost, stars, column, problems}</c>.</summary>
        public static string ColumnValidate(string listJson, string rulesJson)
        {
            byte[] list = Interop.Utf8(listJson, "listJson");
            byte[] rules = Interop.Utf8(rulesJson, "rulesJson");
            byte* o = null;
            CongoNileStatus status;
            fixed (byte* l = list)
            fixed (byte* r = rules)
                status = NativeMethods.congo_column_validate(l, r, &o);
            return Interop.Json(status, o);
        }

        /// <summary>A copy of this game (for search): it evolves independently.</summary>
        public CongoGame Clone() { return new CongoGame(CopyHandle()); }

        /// <summary>The exact odds of a shot, melee, Terror test or Rally (query JSON), from what <paramref name="player"/> may know.</summary>
        public string Odds(uint player, string queryJson)
        {
            return Query((g, p, t, o) => NativeMethods.congo_game_odds((NativeCongoGame*)g, p, t, o), player, queryJson, "queryJson");
        }

        /// <summary>Whether a proposed move is legal, and the decision <see cref="RulesGame.Apply"/> accepts, or why not (JSON).</summary>
        public string PreviewMove(uint player, string requestJson)
        {
            return Query((g, p, t, o) => NativeMethods.congo_game_preview_move((NativeCongoGame*)g, p, t, o), player, requestJson, "requestJson");
        }

        /// <summary>The Attack dice of a proposed shot and why each (JSON).</summary>
        public string PreviewShot(uint player, string requestJson)
        {
            return Query((g, p, t, o) => NativeMethods.congo_game_preview_shot((NativeCongoGame*)g, p, t, o), player, requestJson, "requestJson");
        }

        /// <summary>What group <paramref name="group"/> sees: each enemy group and wild animal, figure by figure, with range band and cover (JSON).</summary>
        public string Sight(ushort group)
        {
            return Use(g => { byte* o = null; return Interop.Json(NativeMethods.congo_game_sight((NativeCongoGame*)g, group, &o), o); });
        }

        /// <summary>Where group <paramref name="group"/> led by figure <paramref name="leader"/> can reach, with one stick and picking up the pace (JSON).</summary>
        public string Reach(ushort group, ushort leader)
        {
            return Use(g => { byte* o = null; return Interop.Json(NativeMethods.congo_game_reach((NativeCongoGame*)g, group, leader, &o), o); });
        }

        /// <summary>How many of <paramref name="player"/>'s latest decisions he may take back now.</summary>
        public int CanUndo(uint player)
        {
            return Use(g => { UIntPtr n = UIntPtr.Zero; Interop.Check(NativeMethods.congo_game_can_undo((NativeCongoGame*)g, player, &n)); return checked((int)n.ToUInt64()); });
        }

        /// <summary>Take back <paramref name="player"/>'s latest decision; status <c>IllegalDecision</c> when he may not.</summary>
        public void Undo(uint player)
        {
            Use(g => { Interop.Check(NativeMethods.congo_game_undo((NativeCongoGame*)g, player)); return true; });
        }

        /// <summary>Whether <paramref name="player"/> may redo a decision he took back.</summary>
        public bool CanRedo(uint player)
        {
            return Use(g => { bool can = false; Interop.Check(NativeMethods.congo_game_can_redo((NativeCongoGame*)g, player, &can)); return can; });
        }

        /// <summary>Redo the decision <paramref name="player"/> took back last; status <c>IllegalDecision</c> when there is none.</summary>
        public void Redo(uint player)
        {
            Use(g => { Interop.Check(NativeMethods.congo_game_redo((NativeCongoGame*)g, player)); return true; });
        }

        /// <summary>A bot's decision for <paramref name="player"/> (JSON): budget 0 is the heuristic bot, else the search bot's iterations; the same seed and budget give the same decision. It reads only what the player may see.</summary>
        public string BotDecide(uint player, uint budget, ulong seed)
        {
            return Use(g => { byte* o = null; return Interop.Json(NativeMethods.congo_bot_decide((NativeCongoGame*)g, player, budget, seed, &o), o); });
        }
    }
}
