// The C# test program of the congo-nile binding (built by scripts/ci/45-csharp.sh with Debian's
// mcs against csharp/unity/Runtime, run with mono): plays every built-in setup of both games to
// the end, exercises every error path a C# caller can reach, and writes the conformance games'
// final states for CI to compare with the Rust reference byte for byte.
//
// Usage: mono CongoNileTests.exe [--state-out DIR]
//   --state-out DIR: writes DIR/congo.json and DIR/nile.json, the serialized final games of the
//     conformance runs (scripts/ci/conformance-setup.sh's setup, seed 7, the shared policy).
//
// The decision policy (shared with the Rust reference, the C program and the Node tests): at step
// i, the first player who must decide applies the k-th of its n legal decisions, k = (i*7+3) % n.
// Prints "N passed, M failed" last; exits non-zero when anything failed.
using System;
using System.IO;
using System.Text;
using System.Text.RegularExpressions;
using CongoNile;
using CongoNile.Native;

internal static class CongoNileTests
{
    private static int passed, failed;

    private static void Check(bool ok, string what)
    {
        if (ok) { passed++; return; }
        failed++;
        Console.Error.WriteLine("FAIL: " + what);
    }

    /// <summary>The call must throw a CongoNileException with <paramref name="want"/>, its code and name.</summary>
    private static void Expect(CongoNileStatus want, string what, Action call)
    {
        try
        {
            call();
            Check(false, what + ": no exception, expected " + want);
        }
        catch (CongoNileException e)
        {
            Check(e.Status == want && e.Code == (uint)want && e.CodeName == want.ToString() && e.Message.Length > 0,
                what + ": got " + e.Status + " (" + e.Code + ", " + e.CodeName + "), expected " + want + ": " + e.Message);
        }
    }

    /// <summary>The call must throw exactly <typeparamref name="T"/> (not a CongoNileException).</summary>
    private static void Throws<T>(string what, Action call) where T : Exception
    {
        try
        {
            call();
            Check(false, what + ": no exception, expected " + typeof(T).Name);
        }
        catch (Exception e)
        {
            Check(e.GetType() == typeof(T), what + ": got " + e.GetType().Name + ", expected " + typeof(T).Name);
        }
    }

    /// <summary>How to make a game of one kind: the test below runs unchanged for both.</summary>
    private sealed class Kind
    {
        internal string Name, Conformance, Counter;
        internal Func<string[]> BuiltinNames;
        internal Func<string, ulong, RulesGame> NewBuiltin;
        internal Func<string, ulong, RulesGame> New;
        internal Func<string, RulesGame> FromSetup, Restore;
        internal Func<string, string> BuiltinSetup;
        internal Func<RulesGame, RulesGame> Clone;
    }

    private static readonly Kind Congo = new Kind
    {
        Name = "congo", Conformance = "gorilla_clearing", Counter = "turn",
        BuiltinNames = CongoGame.BuiltinNames, NewBuiltin = CongoGame.NewBuiltin, New = CongoGame.New,
        FromSetup = CongoGame.FromSetup, Restore = CongoGame.Restore, BuiltinSetup = CongoGame.BuiltinSetup,
        Clone = g => ((CongoGame)g).Clone(),
    };

    private static readonly Kind Nile = new Kind
    {
        Name = "nile", Conformance = "two_teams", Counter = "day",
        BuiltinNames = NileGame.BuiltinNames, NewBuiltin = NileGame.NewBuiltin, New = NileGame.New,
        FromSetup = NileGame.FromSetup, Restore = NileGame.Restore, BuiltinSetup = NileGame.BuiltinSetup,
        Clone = g => ((NileGame)g).Clone(),
    };

    /// <summary>Play to the end with the shared policy; every 5th step goes through the JSON calls. Returns the decisions made.</summary>
    private static int PlayToEnd(RulesGame game, string what)
    {
        int step = 0;
        while (!game.IsOver && step < 100000)
        {
            uint player = game.CurrentPlayer;
            int n = game.LegalCount(player);
            if (n == 0) { Check(false, what + " step " + step + ": player " + player + " must decide but has no legal decision"); break; }
            int k = (step * 7 + 3) % n;
            if (step % 5 == 0)
            {
                string[] legal = game.LegalDecisions(player);
                Check(legal.Length == n, what + ": " + legal.Length + " decisions listed, " + n + " counted");
                Check(game.PendingFor(player).Length > 0 && game.View(player).StartsWith("{") && game.Pending().Length > 0,
                    what + ": pending, pending-for or view missing");
                string events = game.Apply(player, legal[k]);
                Check(events.StartsWith("[") && events == game.Events(), what + ": apply's events differ from the events call");
            }
            else
            {
                game.ApplyLegal(player, k);
            }
            Check(game.EventsFor(player).StartsWith("["), what + ": a player's events are not a JSON array");
            step++;
        }
        Check(game.IsOver, what + ": the game did not end in " + step + " steps");
        return step;
    }

    /// <summary>Every built-in setup of one game played to the end; serialize and restore give the same bytes.</summary>
    private static void TestBuiltins(Kind kind, string stateDir)
    {
        string[] names = kind.BuiltinNames();
        Check(names.Length > 0 && Array.IndexOf(names, kind.Conformance) >= 0,
            kind.Name + ": built-in names lack " + kind.Conformance + ": " + string.Join(", ", names));
        foreach (string name in names)
        {
            using (RulesGame game = kind.NewBuiltin(name, 7))
            {
                using (RulesGame same = kind.New(kind.BuiltinSetup(name), 7))
                    Check(same.State() == game.State(), kind.Name + "/" + name + ": same setup and seed, different states");
                int steps = PlayToEnd(game, kind.Name + "/" + name);
                Console.WriteLine(kind.Name + "/" + name + ": played " + steps + " decisions to the end");
                string saved = game.Serialize();
                using (RulesGame restored = kind.Restore(saved))
                    Check(restored.Serialize() == saved && restored.IsOver, kind.Name + "/" + name + ": restore changed the game");
                // A state that does not follow from its own setup and log: the last turn (day) number one off.
                Match counter = Regex.Match(saved, "\"" + kind.Counter + "\":([0-9]+)", RegexOptions.RightToLeft);
                long value = long.Parse(counter.Groups[1].Value);
                string tampered = saved.Substring(0, counter.Groups[1].Index) + (value > 1 ? value - 1 : value + 1)
                    + saved.Substring(counter.Groups[1].Index + counter.Groups[1].Length);
                Expect(CongoNileStatus.ReplayFailed, kind.Name + "/" + name + ": restore of a tampered state", () => kind.Restore(tampered));
                if (stateDir != null && name == kind.Conformance)
                    File.WriteAllText(Path.Combine(stateDir, kind.Name + ".json"), saved, new UTF8Encoding(false));
                Expect(CongoNileStatus.GameOver, kind.Name + ": current player of an ended game", () => { var p = game.CurrentPlayer; });
            }
        }
    }

    /// <summary>Every error path of the per-game calls, each with its status; the game stays untouched.</summary>
    private static void TestErrors(Kind kind, RulesGame other)
    {
        string n = kind.Name + ": ";
        Expect(CongoNileStatus.UnknownId, n + "unknown setup name", () => kind.NewBuiltin("no such setup", 1));
        Expect(CongoNileStatus.UnknownId, n + "unknown setup's JSON", () => kind.BuiltinSetup("no such setup"));
        Expect(CongoNileStatus.InvalidJson, n + "setup that is not JSON", () => kind.New("[1,", 1));
        Expect(CongoNileStatus.InvalidJson, n + "setup of the wrong shape", () => kind.FromSetup("{\"x\":1}"));
        Expect(CongoNileStatus.InvalidJson, n + "restore of a state that is no game",
            () => kind.Restore("{\"kind\":\"" + kind.Name + "\",\"state\":{}}"));
        Expect(CongoNileStatus.WrongHandleKind, n + "restore of the other game's state", () => kind.Restore(other.Serialize()));
        Throws<ArgumentNullException>(n + "null setup", () => kind.New(null, 1));

        using (RulesGame game = kind.NewBuiltin(kind.Conformance, 7))
        {
            string before = game.State();
            uint player = game.CurrentPlayer;
            string decision = game.LegalDecisions(player)[0];
            Expect(CongoNileStatus.InvalidJson, n + "decision that is not JSON", () => game.Apply(player, "{\"type\":"));
            Expect(CongoNileStatus.InvalidJson, n + "decision of an unknown type", () => game.Apply(player, "{\"type\":\"no_such_decision\"}"));
            Expect(CongoNileStatus.InputTooLarge, n + "decision over 8 KiB", () => game.Apply(player, new string(' ', 9000)));
            Expect(CongoNileStatus.OutOfRange, n + "player out of range", () => game.Apply(999, decision));
            Expect(CongoNileStatus.OutOfRange, n + "view of a player out of range", () => game.View(999));
            Expect(CongoNileStatus.OutOfRange, n + "legal index out of range", () => game.ApplyLegal(player, game.LegalCount(player)));
            Throws<ArgumentNullException>(n + "null decision", () => game.Apply(player, null));
            Check(game.State() == before, n + "a refused call changed the game");

            // Wrong player: walk the policy until one player decides alone, then the other sends a legal decision of his.
            uint count = (uint)Json(game.Players()).Length;
            bool tried = false;
            for (int step = 0; step < 2000 && !game.IsOver && !tried; step++)
            {
                uint p = game.CurrentPlayer;
                for (uint q = 0; q < count; q++)
                {
                    if (q == p || game.LegalCount(q) != 0) continue;
                    string mine = game.LegalDecisions(p)[0];
                    string state = game.State();
                    Expect(CongoNileStatus.NotYourDecision, n + "a decision from a player with nothing to decide", () => game.Apply(q, mine));
                    Check(game.State() == state, n + "a refused decision changed the game");
                    tried = true;
                    break;
                }
                if (!tried) game.ApplyLegal(p, (step * 7 + 3) % game.LegalCount(p));
            }
            Check(tried, n + "no step where one player decides alone");

            // Illegal: a decision that was legal a moment ago, sent again by its player once the game has moved on.
            bool refused = false;
            for (int step = 0; step < 2000 && !game.IsOver && !refused; step++)
            {
                uint p = game.CurrentPlayer;
                string taken = game.LegalDecisions(p)[0];
                game.Apply(p, taken);
                if (game.IsOver || game.LegalCount(p) == 0 || Array.IndexOf(game.LegalDecisions(p), taken) >= 0) continue;
                string state = game.State();
                Expect(CongoNileStatus.IllegalDecision, n + "a decision no longer legal", () => game.Apply(p, taken));
                Check(game.State() == state, n + "a refused illegal decision changed the game");
                refused = true;
            }
            Check(refused, n + "no decision became illegal");
        }

        // Disposed: every call throws ObjectDisposedException, and disposing again is harmless.
        RulesGame gone = kind.NewBuiltin(kind.Conformance, 1);
        RulesGame copy = kind.Clone(gone);
        gone.Dispose();
        gone.Dispose();
        Check(gone.IsDisposed && !copy.IsDisposed, n + "disposing a game disposed its clone");
        Throws<ObjectDisposedException>(n + "state of a disposed game", () => gone.State());
        Throws<ObjectDisposedException>(n + "apply on a disposed game", () => gone.ApplyLegal(0, 0));
        Throws<ObjectDisposedException>(n + "is-over of a disposed game", () => { var o = gone.IsOver; });
        Check(!copy.IsOver && copy.LegalCount(copy.CurrentPlayer) > 0, n + "the clone does not play on");
        copy.Dispose();
    }

    /// <summary>Congo's own calls: list building, odds, queries, undo and redo.</summary>
    private static void TestCongo()
    {
        Check(CongoGame.Rosters().Contains("\"cultures\"") && CongoGame.Adventures().StartsWith("["), "congo: rosters or adventures");
        Check(CongoGame.PhaseNames()[0] == "choose_action_cards", "congo: phase names");
        Expect(CongoNileStatus.InvalidJson, "congo: column list that is not JSON", () => CongoGame.ColumnValidate("{", "{}"));
        const string Wme = "{\"culture\":\"white_men_expeditions\",\"groups\":[\"wme.soldiers\",\"wme.trained_askaris\"],"
            + "\"characters\":[{\"id\":\"wme.explorer\",\"group\":0}],\"auxiliaries\":[{\"id\":\"wme.bearers\",\"group\":1}]}";
        const string Forest = "{\"culture\":\"forest_tribes\",\"groups\":[\"forest.warriors\",\"forest.young_warriors\"],"
            + "\"characters\":[{\"id\":\"forest.chieftain\",\"group\":0}],\"auxiliaries\":[]}";
        const string Bad = "{\"culture\":\"white_men_expeditions\",\"groups\":[\"zan.baluchis\",\"no.such\"],\"characters\":[],\"auxiliaries\":[]}";
        using (CongoGame adventure = CongoGame.NewAdventure("night_ambush", "{\"columns\":[" + Wme + "," + Forest + "]}", 7))
            Check(adventure.RandomPlayout(5, 100000) > 0 && adventure.IsOver, "congo: an Adventure with two column lists did not end");
        Expect(CongoNileStatus.UnknownId, "congo: unknown Adventure", () => CongoGame.NewAdventure("atlantis", "{\"columns\":[" + Wme + "," + Forest + "]}", 7));
        Expect(CongoNileStatus.InvalidRoster, "congo: a column list off the rosters", () => CongoGame.NewAdventure("night_ambush", "{\"columns\":[" + Wme + "," + Bad + "]}", 7));
        Expect(CongoNileStatus.InvalidJson, "congo: no column lists", () => CongoGame.NewAdventure("night_ambush", "{\"columns\":[]}", 7));
        Check(CongoGame.ColumnValidate(Bad, "{\"budget\":100,\"imposed_characters\":[]}").Contains("\"valid\":false"), "congo: a bad column list validates");
        using (CongoGame game = CongoGame.NewBuiltin("skirmish", 5))
        {
            Check(game.Odds(0, "{\"type\":\"terror\",\"target\":4}").Contains("\"denominator\":\""), "congo: terror odds");
            Expect(CongoNileStatus.IllegalDecision, "congo: odds about the other side's group", () => game.Odds(1, "{\"type\":\"rally\",\"group\":0}"));
            Expect(CongoNileStatus.UnknownId, "congo: odds about no group", () => game.Odds(0, "{\"type\":\"terror\",\"target\":99}"));
            Check(game.Sight(0).Length > 0 && game.Reach(0, 0).Length > 0, "congo: sight and reach");
            string bot = game.BotDecide(0, 0, 9);
            Check(bot == game.BotDecide(0, 0, 9) && Array.IndexOf(game.LegalDecisions(0), bot) >= 0, "congo: the heuristic bot's decision is legal and repeatable: " + bot);
            Check(Array.IndexOf(game.LegalDecisions(0), game.BotDecide(0, 20, 9)) >= 0, "congo: the search bot's decision is legal");
            Expect(CongoNileStatus.OutOfRange, "congo: a bot for a player out of range", () => game.BotDecide(2, 0, 9));
            string fresh = game.State();
            Check(game.CanUndo(0) == 0, "congo: undo before any decision");
            game.ApplyLegal(0, 0);
            string chosen = game.State();
            Check(game.CanUndo(0) == 1 && game.CanUndo(1) == 0, "congo: who may take back");
            Expect(CongoNileStatus.IllegalDecision, "congo: undo with nothing to take back", () => game.Undo(1));
            game.Undo(0);
            Check(game.State() == fresh && game.CanRedo(0) && !game.CanRedo(1), "congo: undo");
            game.Redo(0);
            Check(game.State() == chosen, "congo: redo");
            Expect(CongoNileStatus.IllegalDecision, "congo: redo with nothing to redo", () => game.Redo(0));
            Expect(CongoNileStatus.OutOfRange, "congo: undo of a player out of range", () => game.CanUndo(2));
        }
    }

    /// <summary>Nile's own calls: known map, a plan's odds, hunt and attitude odds.</summary>
    private static void TestNile()
    {
        Check(NileGame.PhaseNames()[0] == "plan", "nile: phase names");
        Check(NileGame.HuntOdds("{\"ground\":\"veldt\",\"hunter_skill\":false}").Contains("\"numerator\":2,\"denominator\":36}"), "nile: hunt odds (2 in 36, with its p, as Congo's odds)");
        Expect(CongoNileStatus.InvalidJson, "nile: hunt on no ground", () => NileGame.HuntOdds("{\"ground\":\"moon\"}"));
        using (NileGame game = NileGame.NewBuiltin("two_teams", 1))
        {
            int[] teams = game.TeamIds();
            Check(teams.Length == 2, "nile: two teams: " + game.Players());
            uint team = game.CurrentPlayer;
            Check(game.KnownMap(team).StartsWith("["), "nile: known map");
            Check(game.Reach(team).StartsWith("["), "nile: reach: " + game.Reach(team));
            Check(game.HuntOddsFor(team).Contains("\"denominator\""), "nile: hunt odds where the team stands: " + game.HuntOddsFor(team));
            Expect(CongoNileStatus.OutOfRange, "nile: reach of a team out of range", () => game.Reach(7));
            string plan = Array.Find(game.LegalDecisions(team), d => d.StartsWith("{\"type\":\"plan\""));
            Check(plan != null, "nile: a plan among the legal decisions");
            if (plan != null)
            {
                Check(game.PlanLostOdds(team, plan).Contains("\"denominator\":6"), "nile: a plan's odds");
                Expect(CongoNileStatus.NotYourDecision, "nile: odds of another team's plan", () => game.PlanLostOdds(1 - team, plan));
                Check(game.PlanCost(team, plan).Contains("\"lost\""), "nile: a plan's cost: " + game.PlanCost(team, plan));
                Expect(CongoNileStatus.NotYourDecision, "nile: cost of another team's plan", () => game.PlanCost(1 - team, plan));
            }
        }
    }

    /// <summary>The elements of a JSON array of strings or numbers, as text (enough to count players).</summary>
    private static string[] Json(string array)
    {
        string inner = array.Trim().TrimStart('[').TrimEnd(']');
        return inner.Length == 0 ? new string[0] : inner.Split(',');
    }

    private static int Main(string[] args)
    {
        string stateDir = args.Length >= 2 && args[0] == "--state-out" ? args[1] : null;
        Check(Library.AbiVersion == Library.ExpectedAbiVersion, "ABI version " + Library.AbiVersion + ", expected " + Library.ExpectedAbiVersion);
        Check(!string.IsNullOrEmpty(Library.Version), "no library version");
        TestBuiltins(Congo, stateDir);
        TestBuiltins(Nile, stateDir);
        using (RulesGame congo = CongoGame.NewBuiltin("skirmish", 2))
        using (RulesGame nile = NileGame.NewBuiltin("two_teams", 2))
        {
            TestErrors(Congo, nile);
            TestErrors(Nile, congo);
        }
        TestCongo();
        TestNile();
        Console.WriteLine(passed + " passed, " + failed + " failed");
        return failed == 0 ? 0 : 1;
    }
}
