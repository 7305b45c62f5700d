//! The package's TypeScript declarations, generated from the Rust types (issue #9).
//!
//! Every serde type of tabletop, congo-core, nile-core and the list-building types of the ffi
//! crate derives `ts_rs::TS` under their `ts` feature (the line `scripts/ts-derive` adds; see
//! wasm/README.md). This test walks the types the classes take and return (setups, decisions,
//! events, prompts, views, logs, list-building values) and everything they reach, and writes each
//! declaration once into `wasm/src/types.d.ts`, which the package's `congo_nile.d.ts` includes.
//!
//! - `cargo test -p congo-nile-wasm --test typescript` fails if the checked-in file is stale;
//! - `CONGO_NILE_TS=write cargo test -p congo-nile-wasm --test typescript` rewrites it.

use congo_nile_ffi::session::BindingGame;
use std::any::TypeId;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use ts_rs::{Config, TS, TypeVisitor};

/// Collects the declaration of every named type it visits and of their dependencies.
struct Collector<'a> {
    cfg: &'a Config,
    /// TypeScript name -> (a Rust type of that name, its declaration with docs).
    decls: BTreeMap<String, (TypeId, String)>,
    /// Two Rust types under one TypeScript name (with different declarations).
    clashes: Vec<String>,
}

impl TypeVisitor for Collector<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Built-in and wrapper types (numbers, arrays, Option, Arc...) have no file of their
        // own: only their dependencies are declared.
        if T::output_path().is_none() {
            T::visit_dependencies(self);
            return;
        }
        let name = T::ident(self.cfg);
        let decl = format!("{}export {}", T::docs().unwrap_or_default(), T::decl(self.cfg));
        match self.decls.get(&name) {
            Some((id, known)) => {
                if *id != TypeId::of::<T>() && *known != decl {
                    self.clashes.push(format!("{name}: {} and another type", std::any::type_name::<T>()));
                }
            }
            None => {
                self.decls.insert(name, (TypeId::of::<T>(), decl));
                T::visit_dependencies(self);
                T::visit_generics(self);
            }
        }
    }
}

/// A union of string literals, one per name.
fn literal_union(names: &[&str]) -> String {
    names.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(" | ")
}

/// The whole bundle.
fn generate() -> String {
    // 64-bit integers are plain numbers in JS (serde-wasm-bindgen's JSON-compatible values),
    // except the dice source's, declared `bigint` on their fields.
    let cfg = Config::new().with_large_int("number");
    let mut c = Collector { cfg: &cfg, decls: BTreeMap::new(), clashes: Vec::new() };
    {
        use congo_core as k;
        use congo_nile_ffi::congo_lists as lists;
        c.visit::<k::Setup>();
        c.visit::<k::Decision>();
        c.visit::<k::Event>();
        c.visit::<k::Pending>();
        c.visit::<k::view::View>();
        c.visit::<k::Player>();
        c.visit::<tabletop::protocol::LogEntry<k::Player, k::Decision>>();
        c.visit::<lists::Rosters>();
        c.visit::<lists::ColumnCheck>();
        c.visit::<lists::AdventureSummary>();
        c.visit::<k::muster::ColumnList>();
        c.visit::<k::muster::MusterRules>();
        c.visit::<k::OddsQuery>();
        c.visit::<k::Odds>();
        c.visit::<k::query::MoveRequest>();
        c.visit::<k::query::MovePreview>();
        c.visit::<k::query::SightReport>();
        c.visit::<k::query::ShotRequest>();
        c.visit::<k::query::ShotVerdict>();
        c.visit::<k::query::Reach>();
    }
    {
        use nile_core as n;
        c.visit::<n::Setup>();
        c.visit::<n::Decision>();
        c.visit::<n::Event>();
        c.visit::<n::Pending>();
        c.visit::<n::view::TeamView>();
        c.visit::<n::TeamId>();
        c.visit::<n::query::PlanLostOdds>();
        c.visit::<n::query::HuntRequest>();
        c.visit::<n::query::HuntOdds>();
        c.visit::<n::query::AttitudeRequest>();
        c.visit::<n::query::AttitudeOdds>();
        c.visit::<n::query::PlanCost>();
        c.visit::<n::query::Reach>();
        c.visit::<n::query::HuntHere>();
        c.visit::<n::query::AttitudeHere>();
        c.visit::<n::natives::Posture>();
    }
    // The dice source a game keeps (a Nile setup's dice read as `SetupDice`, written as this).
    c.visit::<tabletop::DiceSource>();
    assert!(
        c.clashes.is_empty(),
        "one TypeScript name for two Rust types (add a RENAMES entry in scripts/ts-derive): {:#?}",
        c.clashes
    );

    let mut out = String::new();
    out.push_str(
        "// GENERATED from the Rust types by wasm/tests/typescript.rs: do not edit (see wasm/README.md,\n\
         // \"TypeScript types\"). Regenerate: CONGO_NILE_TS=write cargo test -p congo-nile-wasm --test typescript\n\n",
    );
    // Names the classes use that are not a Rust type of their own.
    let congo_builtins = <congo_core::Game as BindingGame>::builtin_names();
    let nile_builtins = <nile_core::Game as BindingGame>::builtin_names();
    // Every error code (`isCongoNileError` narrows a caught value to an `Error` with them).
    let codes = tabletop::ErrorCode::ALL.iter().filter(|c| **c != tabletop::ErrorCode::Ok).collect::<Vec<_>>();
    let code_names = codes.iter().map(|c| format!("{c:?}")).collect::<Vec<_>>();
    let aliases = [
        (
            "The built-in setups of `new CongoGame(name, seed)`: the built-in Adventures and the demo skirmish.",
            format!("CongoBuiltin = {}", literal_union(&congo_builtins)),
        ),
        (
            "The built-in setups of `new NileGame(name, seed)`.",
            format!("NileBuiltin = {}", literal_union(&nile_builtins)),
        ),
        (
            "The `code` of a thrown `CongoNileError`: the C ABI's status numbers (`CongoNileStatus`).",
            format!(
                "CongoNileErrorCode = {}",
                codes.iter().map(|c| c.as_u32().to_string()).collect::<Vec<_>>().join(" | ")
            ),
        ),
        (
            "The `codeName` of a thrown `CongoNileError`: the name of its `code`.",
            format!(
                "CongoNileErrorName = {}",
                literal_union(&code_names.iter().map(String::as_str).collect::<Vec<_>>())
            ),
        ),
        ("One applied decision of `CongoGame.log()`.", "CongoLogEntry = LogEntry<CongoPlayer, CongoDecision>".into()),
        ("One applied decision of `NileGame.log()`.", "NileLogEntry = LogEntry<NileTeamId, NileDecision>".into()),
    ];
    for (doc, alias) in aliases {
        let _ = writeln!(out, "/** {doc} */\nexport type {alias};");
    }
    out.push_str(
        "/** What every method that can fail throws: an `Error` with the C ABI's status number and its name. */\n\
         export interface CongoNileError extends Error {\n  code: CongoNileErrorCode,\n  codeName: CongoNileErrorName,\n}\n",
    );
    for (_, decl) in c.decls.values() {
        out.push_str(&layout_decl(&plain_links(decl)));
        out.push('\n');
    }
    out
}

/// Rustdoc links in doc comments as plain code: "[`Die::sides`]" and "[`x`](path)" become "`Die::sides`"
/// and "`x`" (their targets mean nothing in TypeScript).
fn plain_links(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("[`") {
        let Some(len) = rest[start + 2..].find("`]") else { break };
        out.push_str(&rest[..start]);
        out.push_str(&rest[start + 1..start + 2 + len + 1]);
        rest = &rest[start + 2 + len + 2..];
        if let Some(after) = rest.strip_prefix('(').and_then(|r| r.find(')').map(|n| &r[n + 1..])) {
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// Maximum line width of the generated file.
const WIDTH: usize = 110;

/// `decl` (docs, then `export type Name = body;` on one line, with field and variant docs in
/// it) with long bodies broken: a union one member a line, an object one field a line (its doc
/// comment on the line above), recursively.
fn layout_decl(decl: &str) -> String {
    let (docs, code) = match decl.find("export ") {
        Some(i) => decl.split_at(i),
        None => ("", decl),
    };
    let code = one_line_docs(code);
    let Some((head, body)) = code.split_once(" = ") else { return decl.to_string() };
    let body = body.trim_end().strip_suffix(';').unwrap_or(body);
    let body = layout(body, 0, head.len() + 3);
    let gap = if body.starts_with('\n') { "" } else { " " };
    format!("{docs}{head} ={gap}{body};")
}

/// Each multi-line doc comment (`\n/**\n * a\n * b\n */\n`) inside a declaration as one
/// `/** a b */ ` before the item it documents.
fn one_line_docs(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(start) = rest.find("/**") {
        let Some(len) = rest[start..].find("*/") else { break };
        out.push_str(rest[..start].trim_end_matches('\n'));
        let text: Vec<&str> = rest[start + 3..start + len]
            .lines()
            .map(|l| l.trim().trim_start_matches('*').trim())
            .filter(|l| !l.is_empty())
            .collect();
        if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
        let _ = write!(out, "/** {} */ ", text.join(" "));
        rest = rest[start + len + 2..].trim_start_matches('\n');
    }
    out.push_str(rest);
    out
}

/// Split `s` at `sep` where no bracket is open.
fn split_top(s: &str, sep: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut in_str) = (0i32, 0, false);
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let ch = bytes[i];
        if !in_str && s[i..].starts_with("/**") {
            i += s[i..].find("*/").map_or(s.len() - i, |n| n + 2);
            continue;
        }
        if ch == b'"' {
            in_str = !in_str;
        } else if !in_str {
            match ch {
                b'{' | b'[' | b'(' | b'<' => depth += 1,
                b'}' | b']' | b')' | b'>' => depth -= 1,
                _ => {}
            }
            if depth == 0 && s[i..].starts_with(sep) {
                parts.push(s[start..i].to_string());
                i += sep.len();
                start = i;
                continue;
            }
        }
        i += 1;
    }
    parts.push(s[start..].to_string());
    parts
}

fn layout(s: &str, indent: usize, column: usize) -> String {
    let s = s.trim();
    if column + s.len() <= WIDTH && !s.contains("/**") {
        return s.to_string();
    }
    let pad = " ".repeat(indent + 2);
    let members = split_top(s, " | ");
    if members.len() > 1 {
        return members
            .iter()
            .map(|m| match m.trim().strip_prefix("/** ").and_then(|m| m.split_once(" */ ")) {
                Some((doc, item)) => format!("\n{pad}/** {doc} */\n{pad}| {}", layout(item, indent + 2, indent + 4)),
                None => format!("\n{pad}| {}", layout(m, indent + 2, indent + 4)),
            })
            .collect();
    }
    if let Some(inner) = s.strip_prefix("{ ").and_then(|r| r.strip_suffix(" }")) {
        let fields: Vec<String> = split_top(inner, ", ")
            .into_iter()
            .map(|f| f.trim().trim_end_matches(',').to_string())
            .filter(|f| !f.is_empty())
            .collect();
        let mut out = String::from("{");
        for field in fields {
            let field = match field.strip_prefix("/** ").and_then(|f| f.split_once(" */ ")) {
                Some((doc, item)) => {
                    let _ = write!(out, "\n{pad}/** {doc} */");
                    item.to_string()
                }
                None => field,
            };
            match field.split_once(": ") {
                Some((key, ty)) if !key.contains(['{', '"']) || key.starts_with('"') => {
                    let _ = write!(out, "\n{pad}{key}: {},", layout(ty, indent + 2, indent + 4 + key.len()));
                }
                _ => {
                    let _ = write!(out, "\n{pad}{field},");
                }
            }
        }
        let _ = write!(out, "\n{}}}", " ".repeat(indent));
        return out;
    }
    let parts = split_top(s, " & ");
    if parts.len() > 1 {
        return parts.iter().map(|p| layout(p, indent, column)).collect::<Vec<_>>().join(" & ");
    }
    s.to_string()
}

#[test]
fn declarations_are_current() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/types.d.ts");
    let generated = generate();
    if std::env::var("CONGO_NILE_TS").as_deref() == Ok("write") {
        std::fs::write(&path, &generated).expect("write wasm/src/types.d.ts");
        return;
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == generated,
        "wasm/src/types.d.ts is stale: regenerate it with\n  CONGO_NILE_TS=write cargo test -p congo-nile-wasm --test typescript\n(new serde types first need their derive line: scripts/ts-derive)"
    );
}

/// The folders whose types derive `ts_rs::TS` (those `scripts/ts-derive` scans, and this package).
const TS_SOURCES: &[&str] = &["tabletop/src", "congo-core/src", "nile-core/src", "ffi/src", "wasm/src"];

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

/// The TypeScript name a `derive(ts_rs::TS)` line at `lines[i]` gives its type: its
/// `ts(rename = "Name")`, else the Rust name of the item it stands on; `None` for a name a macro
/// builds (`concat!`), known only where the macro is invoked.
fn ts_name(lines: &[&str], i: usize) -> Option<String> {
    let line = lines[i];
    if let Some(rest) = line.split_once("rename = \"").map(|(_, r)| r) {
        return rest.split_once('"').map(|(name, _)| name.to_string());
    }
    if line.contains("rename = concat!") {
        return None;
    }
    let item = lines[i + 1..].iter().map(|l| l.trim_start()).find(|l| !l.starts_with('#') && !l.starts_with("//"))?;
    let mut words = item.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty());
    words.find(|w| matches!(*w, "struct" | "enum" | "type"))?;
    words.next().map(str::to_string)
}

/// Every Rust type deriving `ts_rs::TS` declares a TypeScript name of its own, whether the
/// classes reach it today or not (the walk of [`generate`] only sees the types it reaches: a
/// second type of a known name would silently shadow the first once it is reached). Three pairs
/// once did: `NilePosture` (the natives' posture; the Journalist's roll, now
/// `NileJournalistPosture`), `CongoStressDraw` (the task; the ritual effect's count, now
/// `CongoRitualStressDraw`) and `CongoHyenaMove` (the waiting move; the ritual effect's, now
/// `CongoRitualHyenaMove`).
#[test]
fn no_two_types_share_a_typescript_name() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in TS_SOURCES {
        rust_files(&root.join(dir), &mut files);
    }
    files.sort();
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            if !line.contains("derive(ts_rs::TS)") || line.trim_start().starts_with("//") {
                continue;
            }
            let Some(name) = ts_name(&lines, i) else { continue };
            let at = format!("{}:{}", path.strip_prefix(&root).unwrap_or(path).display(), i + 1);
            seen.entry(name).or_default().push(at);
        }
    }
    assert!(seen.len() > 100, "the scan finds the derived types: {} names", seen.len());
    let shared: Vec<_> = seen.iter().filter(|(_, at)| at.len() > 1).collect();
    assert!(
        shared.is_empty(),
        "one TypeScript name for two Rust types (give one a distinct name, a RENAMES entry in scripts/ts-derive): {shared:#?}"
    );
}
