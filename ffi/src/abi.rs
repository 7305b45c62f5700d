//! The generic machinery behind every `extern "C"` export: handles, the panic guard, the
//! thread-local last error, and string conversion. The per-game exports (`congo_game_*`,
//! `nile_game_*`) are thin instantiations of [`crate::game_exports!`] over these functions.

use crate::session::{BindingError, BindingGame, BindingResult, Session};
use std::cell::RefCell;
use std::ffi::{CStr, CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};
use tabletop::ErrorCode;

thread_local! {
    static LAST_ERROR: RefCell<Option<CString>> = const { RefCell::new(None) };
}

/// Record `message` as this thread's last error.
pub(crate) fn set_last_error(message: &str) {
    // A message never holds NUL (all are ours or serde's); if one did, replace it rather than
    // lose the message.
    let text = CString::new(message.replace('\0', "\\0")).unwrap_or_default();
    LAST_ERROR.with(|slot| *slot.borrow_mut() = Some(text));
}

/// Take (and clear) this thread's last error message; null when there is none.
pub(crate) fn take_last_error() -> *mut c_char {
    LAST_ERROR.with(|slot| slot.borrow_mut().take()).map_or(std::ptr::null_mut(), CString::into_raw)
}

/// Report `error`: record its message, return its code.
fn fail(error: BindingError) -> ErrorCode {
    set_last_error(&error.message);
    error.code
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    let detail = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic payload".into());
    format!("internal panic caught at the C boundary (a library bug, please report it): {detail}")
}

/// Run `body` with panics caught: every export goes through this (or [`with_handle`]).
pub fn guard(body: impl FnOnce() -> BindingResult<()>) -> ErrorCode {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => ErrorCode::Ok,
        Ok(Err(error)) => fail(error),
        Err(payload) => fail(BindingError::new(ErrorCode::Panic, panic_message(payload.as_ref()))),
    }
}

/// A game behind an opaque C pointer. `repr(C)` so that `magic` sits at offset 0 for every game:
/// it tells a Congo handle from a Nile one (and both from a stray pointer, mostly).
#[repr(C)]
pub struct Handle<G: BindingGame> {
    magic: u64,
    poisoned: bool,
    session: Session<G>,
}

/// The handle tag of game kind `G`: a hash of its name.
fn magic_of<G: BindingGame>() -> u64 {
    // FNV-1a of the kind name, so each game gets a distinct, stable tag.
    G::KIND.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// Box a session as a new handle pointer (freed by [`free_handle`]).
pub fn into_handle<G: BindingGame, T>(session: Session<G>) -> *mut T {
    Box::into_raw(Box::new(Handle { magic: magic_of::<G>(), poisoned: false, session })).cast()
}

/// Check that `ptr` is a live handle of game `G`.
///
/// # Safety
/// `ptr` is null or points to a handle made by this library (of any game) and not yet freed.
unsafe fn check<G: BindingGame, T>(ptr: *const T) -> BindingResult<*mut Handle<G>> {
    if ptr.is_null() {
        return Err(BindingError::new(ErrorCode::NullPointer, format!("the {} game handle is null", G::KIND)));
    }
    // SAFETY: every handle of this library is a `repr(C)` `Handle<_>` whose first field is the
    // `u64` magic, and the caller promises `ptr` is one of them.
    let magic = unsafe { ptr.cast::<u64>().read() };
    if magic != magic_of::<G>() {
        return Err(BindingError::new(
            ErrorCode::WrongHandleKind,
            format!("the handle is not a {} game handle (another game's handle, or a freed one)", G::KIND),
        ));
    }
    let handle = ptr.cast::<Handle<G>>().cast_mut();
    // SAFETY: the magic says this is a live `Handle<G>`.
    if unsafe { (*handle).poisoned } {
        return Err(BindingError::new(
            ErrorCode::PoisonedHandle,
            format!("this {} game handle was poisoned by an earlier internal panic; free it", G::KIND),
        ));
    }
    Ok(handle)
}

/// Run `body` on the session behind `ptr`, with panics caught; a panic poisons the handle.
///
/// # Safety
/// `ptr` is null or a live handle of this library, not used by another thread meanwhile.
pub unsafe fn with_handle<G: BindingGame, T>(
    ptr: *const T,
    body: impl FnOnce(&mut Session<G>) -> BindingResult<()>,
) -> ErrorCode {
    // SAFETY: forwarded from the caller.
    let handle = match catch_unwind(AssertUnwindSafe(|| unsafe { check::<G, T>(ptr) })) {
        Ok(Ok(handle)) => handle,
        Ok(Err(error)) => return fail(error),
        Err(payload) => return fail(BindingError::new(ErrorCode::Panic, panic_message(payload.as_ref()))),
    };
    // SAFETY: `check` verified the handle; the caller guarantees exclusive use during the call.
    let session = unsafe { &mut (*handle).session };
    match catch_unwind(AssertUnwindSafe(|| body(session))) {
        Ok(Ok(())) => ErrorCode::Ok,
        Ok(Err(error)) => fail(error),
        Err(payload) => {
            // SAFETY: as above; the session borrow ended with the closure.
            unsafe { (*handle).poisoned = true };
            fail(BindingError::new(ErrorCode::Panic, panic_message(payload.as_ref())))
        }
    }
}

/// Free a handle of game `G` (null is a no-op; another game's handle is left alone).
///
/// # Safety
/// `ptr` is null or a live handle of this library; it is dangling afterwards.
pub unsafe fn free_handle<G: BindingGame, T>(ptr: *mut T) {
    let _ = catch_unwind(AssertUnwindSafe(|| {
        if ptr.is_null() {
            return;
        }
        // SAFETY: forwarded from the caller.
        let magic = unsafe { ptr.cast::<u64>().read() };
        if magic == magic_of::<G>() {
            // SAFETY: made by `into_handle::<G>`; clear the tag so a double free is caught by
            // `check` while the allocator has not reused the memory.
            unsafe {
                (*ptr.cast::<Handle<G>>()).magic = 0;
                drop(Box::from_raw(ptr.cast::<Handle<G>>()));
            }
        } else {
            set_last_error(&format!("refused to free a handle that is not a {} game handle", G::KIND));
        }
    }));
}

/// Read a NUL-terminated UTF-8 string argument called `what`.
///
/// # Safety
/// `ptr` is null or a valid NUL-terminated string.
pub unsafe fn read_str<'a>(ptr: *const c_char, what: &str) -> BindingResult<&'a str> {
    if ptr.is_null() {
        return Err(BindingError::new(ErrorCode::NullPointer, format!("{what} is null")));
    }
    // SAFETY: non-null and NUL-terminated by the caller's promise.
    let bytes = unsafe { CStr::from_ptr(ptr) };
    bytes.to_str().map_err(|e| BindingError::new(ErrorCode::InvalidUtf8, format!("{what} is not valid UTF-8: {e}")))
}

/// Parse the JSON string argument called `what` into `T`; a failure says where in the JSON and
/// what was expected ([`crate::session::parse_json`]).
///
/// # Safety
/// As [`read_str`].
pub unsafe fn read_json<T: serde::de::DeserializeOwned>(ptr: *const c_char, what: &str) -> BindingResult<T> {
    // SAFETY: forwarded.
    let text = unsafe { read_str(ptr, what) }?;
    crate::session::parse_json(text, what)
}

/// Check an out-parameter called `what` before any work is done.
pub fn check_out<T>(out: *mut T, what: &str) -> BindingResult<()> {
    if out.is_null() {
        Err(BindingError::new(ErrorCode::NullPointer, format!("out-parameter {what} is null")))
    } else {
        Ok(())
    }
}

/// Write `value` through the out-parameter `out` (checked non-null with [`check_out`]).
///
/// # Safety
/// `out` is valid for a write of `T`.
pub unsafe fn write_out<T>(out: *mut T, value: T, what: &str) -> BindingResult<()> {
    check_out(out, what)?;
    // SAFETY: non-null and writable by the caller's promise.
    unsafe { out.write(value) };
    Ok(())
}

/// Serialize `value` as JSON into a new C string written through `out`.
///
/// # Safety
/// `out` is valid for a write of a pointer.
pub unsafe fn write_json<T: serde::Serialize + ?Sized>(
    out: *mut *mut c_char,
    value: &T,
    what: &str,
) -> BindingResult<()> {
    check_out(out, what)?;
    let text = serde_json::to_string(value)
        .map_err(|e| BindingError::new(ErrorCode::InvalidJson, format!("could not serialize {what}: {e}")))?;
    // SAFETY: forwarded (serde_json escapes U+0000, so the text has no interior NUL).
    unsafe { write_json_text(out, text) }
}

/// Write `text` (JSON made by the caller) into a new C string through `out`.
///
/// # Safety
/// `out` is valid for a write of a pointer.
pub unsafe fn write_json_text(out: *mut *mut c_char, text: String) -> BindingResult<()> {
    check_out(out, "out_json")?;
    let c =
        CString::new(text).map_err(|_| BindingError::new(ErrorCode::InvalidJson, "the JSON text holds a NUL byte"))?;
    // SAFETY: checked non-null; writable by the caller's promise.
    unsafe { out.write(c.into_raw()) };
    Ok(())
}

/// Free a string this library returned (null is a no-op).
///
/// # Safety
/// `s` is null or was returned by this library and not yet freed.
pub unsafe fn free_string(s: *mut c_char) {
    if !s.is_null() {
        // SAFETY: made by `CString::into_raw` in this library.
        drop(unsafe { CString::from_raw(s) });
    }
}
