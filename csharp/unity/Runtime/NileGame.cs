// The expedition game: the shared calls over nile_game_*, plus its front-end queries.
using System;
using CongoNile.Native;

namespace CongoNile
{
    /// <summary>
    /// An expedition game (players: the teams in setup order, see <see cref="TeamIds"/>). Start
    /// one with <see cref="NewBuiltin"/> (names: <see cref="BuiltinNames"/>), <see cref="New"/>,
    /// <see cref="FromSetup"/> or <see cref="Restore"/>.
    /// </summary>
    public sealed unsafe class NileGame : RulesGame
    {
        private static readonly GameOps Ops = new GameOps
        {
            New = (t, s, o) => NativeMethods.nile_game_new(t, s, (NativeNileGame**)o),
            NewBuiltin = (t, s, o) => NativeMethods.nile_game_new_builtin(t, s, (NativeNileGame**)o),
            NewFromSetup = (t, o) => NativeMethods.nile_game_new_from_setup(t, (NativeNileGame**)o),
            Restore = (t, o) => NativeMethods.nile_game_restore(t, (NativeNileGame**)o),
            Clone = (g, o) => NativeMethods.nile_game_clone((NativeNileGame*)g, (NativeNileGame**)o),
            Free = g => NativeMethods.nile_game_free((NativeNileGame*)g),
            BuiltinNames = o => NativeMethods.nile_game_builtin_names(o),
            PhaseNames = o => NativeMethods.nile_game_phase_names(o),
            BuiltinSetup = (n, o) => NativeMethods.nile_game_builtin_setup(n, o),
            Players = (g, o) => NativeMethods.nile_game_players((NativeNileGame*)g, o),
            Pending = (g, o) => NativeMethods.nile_game_pending((NativeNileGame*)g, o),
            State = (g, o) => NativeMethods.nile_game_state((NativeNileGame*)g, o),
            Events = (g, o) => NativeMethods.nile_game_events((NativeNileGame*)g, o),
            Serialize = (g, o) => NativeMethods.nile_game_serialize((NativeNileGame*)g, o),
            PendingFor = (g, p, o) => NativeMethods.nile_game_pending_for((NativeNileGame*)g, p, o),
            View = (g, p, o) => NativeMethods.nile_game_view((NativeNileGame*)g, p, o),
            EventsFor = (g, p, o) => NativeMethods.nile_game_events_for((NativeNileGame*)g, p, o),
            LegalDecisions = (g, p, o) => NativeMethods.nile_game_legal_decisions((NativeNileGame*)g, p, o),
            Apply = (g, p, d, o) => NativeMethods.nile_game_apply((NativeNileGame*)g, p, d, o),
            IsOver = (g, o) => NativeMethods.nile_game_is_over((NativeNileGame*)g, o),
            CurrentPlayer = (g, o) => NativeMethods.nile_game_current_player((NativeNileGame*)g, o),
            Phase = (g, o) => NativeMethods.nile_game_phase((NativeNileGame*)g, o),
            LegalCount = (g, p, o) => NativeMethods.nile_game_legal_count((NativeNileGame*)g, p, o),
            ApplyLegal = (g, p, k) => NativeMethods.nile_game_apply_legal((NativeNileGame*)g, p, k),
            RandomPlayout = (g, s, l, o) => NativeMethods.nile_game_random_playout((NativeNileGame*)g, s, l, o),
        };

        private NileGame(GameHandle handle) : base(handle, Ops) { }

        /// <summary>Start a game from a setup (JSON) with seeded dice (the seed replaces the setup's dice).</summary>
        public static NileGame New(string setupJson, ulong seed) { return new NileGame(Ops.Make(Ops.New, setupJson, "setupJson", seed)); }

        /// <summary>Start the built-in setup <paramref name="name"/> with seeded dice; status <c>UnknownId</c> for a name not built in.</summary>
        public static NileGame NewBuiltin(string name, ulong seed) { return new NileGame(Ops.Make(Ops.NewBuiltin, name, "name", seed)); }

        /// <summary>Start a game from a setup (JSON) with the setup's own dice, scripted ones included.</summary>
        public static NileGame FromSetup(string setupJson) { return new NileGame(Ops.Make(Ops.NewFromSetup, setupJson, "setupJson")); }

        /// <summary>Restore a game written by <see cref="RulesGame.Serialize"/> (replayed and compared: a corrupted state is refused).</summary>
        public static NileGame Restore(string json) { return new NileGame(Ops.Make(Ops.Restore, json, "json")); }

        /// <summary>The names of the built-in setups.</summary>
        public static string[] BuiltinNames() { return Json.Parse<string[]>(Ops.List(Ops.BuiltinNames)); }

        /// <summary>The setup (JSON) of the built-in setup <paramref name="name"/>, to edit and start with <see cref="New"/>.</summary>
        public static string BuiltinSetup(string name) { return Ops.ByName(Ops.BuiltinSetup, name); }

        /// <summary>The phases' names: <see cref="RulesGame.Phase"/> is an index into them.</summary>
        public static string[] PhaseNames() { return Json.Parse<string[]>(Ops.List(Ops.PhaseNames)); }

        /// <summary>The food found and the encounter chance of a hunt (request JSON: <c>{"ground": "veldt", "hunter_skill": false}</c>).</summary>
        public static string HuntOdds(string requestJson) { return Static(NativeMethods.nile_hunt_odds, requestJson); }

        /// <summary>The odds of each row of the Native Attitude table (request JSON: a tribe, a party standing, a posture, the natives' totals if seen).</summary>
        public static string AttitudeOdds(string requestJson) { return Static(NativeMethods.nile_attitude_odds, requestJson); }

        private delegate CongoNileStatus TextToJson(byte* text, byte** json);

        private static string Static(TextToJson call, string requestJson)
        {
            byte[] request = Interop.Utf8(requestJson, "requestJson");
            byte* o = null;
            CongoNileStatus status;
            fixed (byte* r = request) status = call(r, &o);
            return Interop.Json(status, o);
        }

        /// <summary>The teams' ids, in player order.</summary>
        public int[] TeamIds() { return Json.Parse<int[]>(Players()); }

        /// <summary>A copy of this game (for search): it evolves independently.</summary>
        public NileGame Clone() { return new NileGame(CopyHandle()); }

        /// <summary>The squares team <paramref name="team"/> has seen, nothing else (JSON).</summary>
        public string KnownMap(uint team)
        {
            return Use(g => { byte* o = null; return Interop.Json(NativeMethods.nile_game_known_map((NativeNileGame*)g, team, &o), o); });
        }

        /// <summary>The refusal a plan would get, else its odds of getting lost (plan JSON in, JSON out).</summary>
        public string PlanLostOdds(uint team, string planJson)
        {
            return Query((g, p, t, o) => NativeMethods.nile_game_plan_lost_odds((NativeNileGame*)g, p, t, o), team, planJson, "planJson");
        }

        /// <summary>A plan's cost before it is sent (the refusal it would get, else its movement dice, route on the known map, morning meal, Lost Check odds and stores left; plan JSON in, JSON out).</summary>
        public string PlanCost(uint team, string planJson)
        {
            return Query((g, p, t, o) => NativeMethods.nile_game_plan_cost((NativeNileGame*)g, p, t, o), team, planJson, "planJson");
        }

        /// <summary>The squares team <paramref name="team"/> can reach this turn, for each Activity Level it may choose (JSON).</summary>
        public string Reach(uint team)
        {
            return Use(g => { byte* o = null; return Interop.Json(NativeMethods.nile_game_reach((NativeNileGame*)g, team, &o), o); });
        }

        /// <summary>The hunt odds of team <paramref name="team"/> where it stands (its ground and Hunter skill read from the game; JSON).</summary>
        public string HuntOddsFor(uint team)
        {
            return Use(g => { byte* o = null; return Interop.Json(NativeMethods.nile_game_hunt_odds((NativeNileGame*)g, team, &o), o); });
        }

        /// <summary>The Native Attitude odds of a posture (JSON) while team <paramref name="team"/> is asked its posture toward natives (read from the game; JSON).</summary>
        public string AttitudeOddsFor(uint team, string postureJson)
        {
            return Query((g, p, t, o) => NativeMethods.nile_game_attitude_odds((NativeNileGame*)g, p, t, o), team, postureJson, "postureJson");
        }
    }
}
