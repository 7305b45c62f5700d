//! Values and errors across the JS boundary.
//!
//! Values cross as plain JS objects with the cores' serde shapes, written by serde-wasm-bindgen's
//! JSON-compatible serializer (so JS sees exactly what the C ABI's JSON says). Errors are real
//! `Error` objects with a numeric `code` (the [`ErrorCode`] number, as the C ABI returns it) and
//! a `codeName` (its Rust name, e.g. `"IllegalDecision"`).
//!
//! Setups hold a dice source whose 64-bit numbers (a seed, a PCG generator's `state` and
//! `increment`) a JS number cannot carry: [`to_js_exact`] gives them as `bigint`s, and [`from_js`]
//! reads `bigint`s (and safe-integer numbers) back, so a setup survives a trip through JS
//! exactly while its Rust serde shape stays the same for native users.

use congo_nile_ffi::session::{BindingError, InputKind};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use tabletop::ErrorCode;
use wasm_bindgen::JsValue;

/// A thrown JS `Error` for `error`, with its `code` and `codeName` properties.
pub fn js_error(error: BindingError) -> JsValue {
    let js = js_sys::Error::new(&error.message);
    // Setting a property on a fresh Error object cannot fail; if it somehow did, the error is
    // still thrown with its message.
    let _ = js_sys::Reflect::set(&js, &"code".into(), &JsValue::from(error.code.as_u32()));
    let _ = js_sys::Reflect::set(&js, &"codeName".into(), &JsValue::from(format!("{:?}", error.code)));
    js.into()
}

/// Whether `value` (a caught exception) is an error this package threw: an `Error` whose `code`
/// is one of the [`ErrorCode`] numbers and whose `codeName` is that code's name. In TypeScript a
/// type guard: `catch (e) { if (isCongoNileError(e) && e.codeName === "IllegalDecision") ... }`.
#[wasm_bindgen::prelude::wasm_bindgen(js_name = isCongoNileError, unchecked_return_type = "value is CongoNileError")]
pub fn is_congo_nile_error(#[wasm_bindgen(unchecked_param_type = "unknown")] value: &JsValue) -> bool {
    if !wasm_bindgen::JsCast::is_instance_of::<js_sys::Error>(value) {
        return false;
    }
    let get = |key: &str| js_sys::Reflect::get(value, &key.into()).ok();
    let (Some(code), Some(name)) = (get("code").and_then(|c| c.as_f64()), get("codeName").and_then(|n| n.as_string()))
    else {
        return false;
    };
    ErrorCode::ALL.iter().any(|c| *c != ErrorCode::Ok && f64::from(c.as_u32()) == code && format!("{c:?}") == name)
}

/// A binding result with the error as a JS `Error`.
pub type JsResult<T> = Result<T, JsValue>;

/// Convert a binding result for JS.
pub fn js<T>(result: Result<T, BindingError>) -> JsResult<T> {
    result.map_err(js_error)
}

/// Serialize `value` as a plain JS value (objects, arrays, `null`), as JSON would shape it.
///
/// # Errors
/// An `Error` with code `InvalidJson` if the value has no JSON-compatible form (e.g. an integer
/// beyond 2^53).
pub fn to_js<T: Serialize + ?Sized>(value: &T, what: &str) -> JsResult<JsValue> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("could not convert {what} for JS: {e}")))
    })
}

/// Serialize `value` as a plain JS value with every 64-bit dice number exact: in each seeded dice
/// source (an object whose `kind` is `"seeded"`) the `seed` and the generator's (`rng`) `state`
/// and `increment` are `bigint`s, whatever their size; any other integer beyond
/// `Number.MAX_SAFE_INTEGER` is a `bigint` too (never a rounded number). Otherwise as [`to_js`]
/// (through serde_json's tree: slower, for setups, not for per-decision values).
///
/// # Errors
/// An `Error` with code `InvalidJson` if the value has no JSON form.
pub fn to_js_exact<T: Serialize + ?Sized>(value: &T, what: &str) -> JsResult<JsValue> {
    let tree = serde_json::to_value(value).map_err(|e| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("could not convert {what} for JS: {e}")))
    })?;
    Ok(tree_to_js(&tree, false))
}

/// The largest integer a JS number holds exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `tree` as a JS value; `big`: its integers are dice numbers, given as `bigint`s.
fn tree_to_js(tree: &Value, big: bool) -> JsValue {
    match tree {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) if big || u > MAX_SAFE_INTEGER => js_sys::BigInt::from(u).into(),
            (None, Some(i)) if big || i.unsigned_abs() > MAX_SAFE_INTEGER => js_sys::BigInt::from(i).into(),
            // A safe integer or a float: exact as a JS number.
            _ => JsValue::from_f64(n.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(s) => JsValue::from_str(s),
        Value::Array(items) => items.iter().map(|item| tree_to_js(item, false)).collect::<js_sys::Array>().into(),
        Value::Object(fields) => {
            let seeded = fields.get("kind").and_then(Value::as_str) == Some("seeded");
            let object = js_sys::Object::new();
            for (key, field) in fields {
                let value = match key.as_str() {
                    "seed" if seeded => tree_to_js(field, true),
                    "rng" if seeded => rng_to_js(field),
                    _ => tree_to_js(field, false),
                };
                // Setting a property on a fresh plain object cannot fail.
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &value);
            }
            object.into()
        }
    }
}

/// A seeded source's generator (`{state, increment}`): its numbers as `bigint`s.
fn rng_to_js(rng: &Value) -> JsValue {
    match rng {
        Value::Object(fields) => {
            let object = js_sys::Object::new();
            for (key, field) in fields {
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &tree_to_js(field, true));
            }
            object.into()
        }
        other => tree_to_js(other, false),
    }
}

/// Read a JS value into `T`: first into a JSON tree by [`to_tree`] (which refuses what JSON cannot
/// hold, nesting deeper than [`MAX_DEPTH`] and more than [`MAX_VALUES`] values, and catches a
/// getter's or a proxy's exception), then into `T` by serde, tracking the path. So a hostile value
/// (cyclic, nested a hundred thousand deep, throwing) is refused with an `Error`, never overflows
/// the wasm stack or unwinds through Rust frames, and the messages are the C ABI's.
///
/// # Errors
/// An `Error` with code `InvalidJson` naming `what`, where in it the mismatch is (`at
/// table.areas[2].cover`) and what was expected there.
///
/// An argument of `kind` holds at most [`InputKind::max_values`] values: more is refused with
/// code `InputTooLarge` as soon as the reader counts one too many, before the rest is read.
pub fn from_js<T: DeserializeOwned>(value: JsValue, what: &str, kind: InputKind) -> JsResult<T> {
    let shape_error = |message: String| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("{what} is not the expected shape: {message}")))
    };
    let tree = to_tree_within(&value, kind.max_values()).map_err(|e| match e {
        TreeError::TooMany => js_error(BindingError::new(
            ErrorCode::InputTooLarge,
            format!("{what} holds more than {} values, the most read of it", kind.max_values()),
        )),
        TreeError::Shape(message) => shape_error(message),
    })?;
    serde_path_to_error::deserialize(tree).map_err(|e| shape_error(congo_nile_ffi::session::describe_path_error(&e)))
}

/// Read a JS value into `T` as [`from_js`] does, or, when it is a string, parse it as JSON text
/// (as the C ABI does, [`congo_nile_ffi::session::parse_json`]: its 64-bit integers stay exact
/// without `bigint`s).
///
/// # Errors
/// An `Error` with code `InvalidJson` naming `what`, where the mismatch is and what was expected.
pub fn from_js_or_text<T: DeserializeOwned>(value: JsValue, what: &str, kind: InputKind) -> JsResult<T> {
    if value.is_string() {
        let text = text_arg(&value, what, kind)?;
        return js(congo_nile_ffi::session::parse_json(&text, what));
    }
    from_js(value, what, kind)
}

/// A text argument called `what` of at most `kind`'s [`InputKind::max_bytes`] (UTF-8): a longer
/// string is refused from its length before it is copied out of JS.
///
/// # Errors
/// `InvalidJson` for a value that is not a string; `InputTooLarge` for a string over the limit.
pub fn text_arg(value: &JsValue, what: &str, kind: InputKind) -> JsResult<String> {
    // A string's UTF-16 length never exceeds its UTF-8 length: over the limit in UTF-16 units is
    // over it in bytes.
    let units = wasm_bindgen::JsCast::dyn_ref::<js_sys::JsString>(value).map_or(0, |s| s.length() as usize);
    if units > kind.max_bytes() {
        return Err(js_error(kind.too_large(what)));
    }
    let text = string_arg(value, what)?;
    js(kind.check_len(text.len(), what))?;
    Ok(text)
}

/// The deepest nesting [`from_js`] reads (serde_json's own limit for JSON text).
pub const MAX_DEPTH: usize = 128;

/// The most values (objects, arrays, numbers, strings...) [`from_js`] reads in one argument: far
/// above any setup (a few thousand), far below what would exhaust the wasm memory.
pub const MAX_VALUES: usize = 1_000_000;

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `Object.entries(value)`, a getter's or a proxy's exception returned, not thrown through
    /// Rust frames.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = entries)]
    fn object_entries(value: &JsValue) -> Result<js_sys::Array, JsValue>;
    /// `Array.from(value)`, likewise.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = from)]
    fn array_from(value: &JsValue) -> Result<js_sys::Array, JsValue>;
}

/// A JS value as a JSON tree: `undefined` and `null` are `null` (an object's `undefined` fields are
/// left out, as `JSON.stringify` does); numbers that are safe integers are integers; `bigint`s
/// within 64 bits are integers (the dice source's seed and state).
///
/// # Errors
/// Where and what: a function or a symbol, a number that is not finite, a `bigint` beyond 64
/// bits, nesting deeper than [`MAX_DEPTH`], more than [`MAX_VALUES`] values, an exception thrown
/// while reading the value (a getter, a proxy).
pub fn to_tree(value: &JsValue) -> Result<Value, String> {
    to_tree_within(value, MAX_VALUES).map_err(|e| match e {
        TreeError::TooMany => format!("more than {MAX_VALUES} values; expected a setup or decision of ordinary size"),
        TreeError::Shape(message) => message,
    })
}

/// Why [`to_tree_within`] refused a value.
enum TreeError {
    /// More values than the limit.
    TooMany,
    /// Not a JSON value: where and what.
    Shape(String),
}

/// [`to_tree`] with at most `max_values` values (and never more than [`MAX_VALUES`]).
fn to_tree_within(value: &JsValue, max_values: usize) -> Result<Value, TreeError> {
    let mut reader =
        TreeReader { values: 0, max_values: max_values.min(MAX_VALUES), too_many: false, path: Vec::new() };
    reader.read(value).map_err(|message| {
        if reader.too_many {
            return TreeError::TooMany;
        }
        let place = if reader.path.is_empty() { "the top level".to_string() } else { reader.place() };
        TreeError::Shape(format!("at {place}: {message}"))
    })
}

/// One step of the path [`to_tree`] is reading.
enum Step {
    Key(String),
    Index(usize),
}

struct TreeReader {
    values: usize,
    max_values: usize,
    too_many: bool,
    path: Vec<Step>,
}

impl TreeReader {
    /// The path read so far, as `serde_path_to_error` writes it (`a.b[2].c`); a long path is cut
    /// after its first dozen steps.
    fn place(&self) -> String {
        let mut out = String::new();
        for step in self.path.iter().take(12) {
            match step {
                Step::Key(key) if out.is_empty() => out.push_str(key),
                Step::Key(key) => {
                    out.push('.');
                    out.push_str(key);
                }
                Step::Index(i) => out.push_str(&format!("[{i}]")),
            }
        }
        if self.path.len() > 12 {
            out.push_str("...");
        }
        out
    }

    fn read(&mut self, value: &JsValue) -> Result<Value, String> {
        self.values += 1;
        if self.values > self.max_values {
            self.too_many = true;
            return Err(format!("more than {} values", self.max_values));
        }
        if value.is_undefined() || value.is_null() {
            return Ok(Value::Null);
        }
        if let Some(b) = value.as_bool() {
            return Ok(Value::Bool(b));
        }
        if let Some(n) = value.as_f64() {
            return number(n).ok_or_else(|| format!("the number {n} is not finite; expected a finite number"));
        }
        if value.is_bigint() {
            return bigint(value)
                .ok_or_else(|| "a bigint beyond 64 bits; expected an integer from -2^63 to 2^64-1".to_string());
        }
        if let Some(s) = value.as_string() {
            return Ok(Value::String(s));
        }
        if value.is_function() || value.is_symbol() || !value.is_object() {
            return Err(format!("a {} is not a JSON value", value.js_typeof().as_string().unwrap_or_default()));
        }
        if self.path.len() >= MAX_DEPTH {
            return Err(format!("nested deeper than {MAX_DEPTH} levels (or cyclic)"));
        }
        let thrown = |e: JsValue| {
            let detail = js_sys::Error::from(e).message().as_string().unwrap_or_default();
            format!("reading the value threw: {detail}")
        };
        if js_sys::Array::is_array(value) {
            // Too long to fit the limit: refused from its length, before it is copied.
            let len =
                js_sys::Reflect::get(value, &JsValue::from_str("length")).map_err(thrown)?.as_f64().unwrap_or(0.0);
            if self.values as f64 + len > self.max_values as f64 {
                self.too_many = true;
                return Err(format!("more than {} values", self.max_values));
            }
            let items = array_from(value).map_err(thrown)?;
            let mut out = Vec::new();
            for (i, item) in items.iter().enumerate() {
                self.path.push(Step::Index(i));
                out.push(self.read(&item)?);
                self.path.pop();
            }
            return Ok(Value::Array(out));
        }
        let entries = object_entries(value).map_err(thrown)?;
        let mut out = serde_json::Map::new();
        for entry in entries.iter() {
            let entry = js_sys::Array::from(&entry);
            let (key, field) = (entry.get(0).as_string().unwrap_or_default(), entry.get(1));
            if field.is_undefined() {
                continue;
            }
            self.path.push(Step::Key(key.clone()));
            let field = self.read(&field)?;
            self.path.pop();
            out.insert(key, field);
        }
        Ok(Value::Object(out))
    }
}

/// A JS number as JSON: a safe integer as an integer, another finite number as a float.
fn number(n: f64) -> Option<Value> {
    if n.fract() == 0.0 && n.abs() <= MAX_SAFE_INTEGER as f64 {
        // Exact: a safe integer converts without rounding.
        #[allow(clippy::cast_possible_truncation)]
        let i = n as i64;
        return Some(if i >= 0 { Value::from(i.unsigned_abs()) } else { Value::from(i) });
    }
    serde_json::Number::from_f64(n).map(Value::Number)
}

/// A `bigint` within `i64::MIN..=u64::MAX` as a JSON integer.
fn bigint(value: &JsValue) -> Option<Value> {
    match i64::try_from(value.clone()) {
        Ok(i) if i < 0 => Some(Value::from(i)),
        _ => u64::try_from(value.clone()).ok().map(Value::from),
    }
}

/// A JS number or `bigint` argument called `what` as an integer within `0..=max`.
///
/// # Errors
/// `InvalidJson` for a value that is not a number or a `bigint` (`undefined`, a string...);
/// `OutOfRange` for a negative, fractional, non-finite or too large one.
pub fn integer_arg(value: &JsValue, what: &str, max: u64) -> JsResult<u64> {
    let out_of_range = || {
        js_error(BindingError::new(
            ErrorCode::OutOfRange,
            format!("{what} is {}; expected an integer from 0 to {max}", shown(value)),
        ))
    };
    if value.is_bigint() {
        return u64::try_from(value.clone()).ok().filter(|n| *n <= max).ok_or_else(out_of_range);
    }
    let Some(n) = value.as_f64() else {
        return Err(js_error(BindingError::new(
            ErrorCode::InvalidJson,
            format!("{what} is {}; expected a number (an integer from 0 to {max})", shown(value)),
        )));
    };
    if n.fract() != 0.0 || n < 0.0 || n > (MAX_SAFE_INTEGER.min(max)) as f64 {
        return Err(out_of_range());
    }
    // Exact: a non-negative safe integer.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Ok(n as u64)
}

/// A player index argument (`u32`), as [`integer_arg`] reads it.
///
/// # Errors
/// As [`integer_arg`].
pub fn index_arg(value: &JsValue, what: &str) -> JsResult<u32> {
    integer_arg(value, what, u64::from(u32::MAX)).map(|n| u32::try_from(n).unwrap_or(u32::MAX))
}

/// A count or position argument (`usize`), as [`integer_arg`] reads it.
///
/// # Errors
/// As [`integer_arg`].
pub fn count_arg(value: &JsValue, what: &str) -> JsResult<usize> {
    let max = u64::try_from(usize::MAX).unwrap_or(u64::MAX);
    integer_arg(value, what, max).map(|n| usize::try_from(n).unwrap_or(usize::MAX))
}

/// A 64-bit seed argument: a `bigint` from 0 to 2^64-1, or a non-negative safe-integer number.
///
/// # Errors
/// As [`integer_arg`].
pub fn seed_arg(value: &JsValue, what: &str) -> JsResult<u64> {
    integer_arg(value, what, u64::MAX)
}

/// A string argument called `what`.
///
/// # Errors
/// `InvalidJson` for a value that is not a string.
pub fn string_arg(value: &JsValue, what: &str) -> JsResult<String> {
    value.as_string().ok_or_else(|| {
        js_error(BindingError::new(ErrorCode::InvalidJson, format!("{what} is {}; expected a string", shown(value))))
    })
}

/// `value` for a message: `-1`, `1.5`, `undefined`, `"7"`, or its type (`a bigint`, `an object`):
/// never the whole value (it may be huge, deep or cyclic).
fn shown(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return format!("{n}");
    }
    if let Some(s) = value.as_string() {
        let short: String = s.chars().take(40).collect();
        return if short.len() < s.len() { format!("{short:?}...") } else { format!("{s:?}") };
    }
    if value.is_bigint() {
        let big: &js_sys::BigInt = wasm_bindgen::JsCast::unchecked_ref(value);
        if let Some(digits) = big.to_string(10).ok().and_then(|s| s.as_string()) {
            return format!("{digits}n");
        }
    }
    if value.is_undefined() {
        return "undefined".into();
    }
    if value.is_null() {
        return "null".into();
    }
    match value.js_typeof().as_string().as_deref() {
        Some("object") if js_sys::Array::is_array(value) => "an array".into(),
        Some(kind @ ("object" | "undefined")) => format!("an {kind}"),
        Some(kind) => format!("a {kind}"),
        None => "a value".into(),
    }
}
