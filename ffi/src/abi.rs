//! The generic machinery behind every `extern "C"` export: handles, the panic guard, the
//! thread-local last error, and string conversion. The per-game exports (`congo_game_*`,
//! `nile_game_*`) are thin instantiations of [`crate::game_exports!`] over these functions.

use crate::session::{BindingError, BindingGame, BindingResult, InputKind, Session};
use std::cell::RefCell;
use std::ffi::{CString, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
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
///
/// `busy` is set for the length of each call on the handle: a second call meanwhile (from
/// another thread) is answered [`ErrorCode::Busy`] and does nothing, instead of racing the
/// first on the same state.
#[repr(C)]
pub struct Handle<G: BindingGame> {
    magic: u64,
    poisoned: AtomicBool,
    busy: AtomicBool,
    session: Session<G>,
}

/// The handle tag of game kind `G`: a hash of its name.
fn magic_of<G: BindingGame>() -> u64 {
    // FNV-1a of the kind name, so each game gets a distinct, stable tag.
    G::KIND.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// Box a session as a new handle pointer (freed by [`free_handle`]).
pub fn into_handle<G: BindingGame, T>(session: Session<G>) -> *mut T {
    Box::into_raw(Box::new(Handle {
        magic: magic_of::<G>(),
        poisoned: AtomicBool::new(false),
        busy: AtomicBool::new(false),
        session,
    }))
    .cast()
}

/// Read the tag of the handle `ptr` points to: `None` for a pointer not aligned as a handle is
/// (no handle of this library is at such an address; reading there is never done).
///
/// # Safety
/// `ptr` is non-null and, when aligned, points to a handle made by this library (of any game).
unsafe fn tag_of<T>(ptr: *const T) -> Option<u64> {
    let tag = ptr.cast::<u64>();
    // SAFETY: aligned, and a handle's first field by the caller's promise.
    tag.is_aligned().then(|| unsafe { tag.read() })
}

fn not_a_handle<G: BindingGame>() -> BindingError {
    BindingError::new(
        ErrorCode::WrongHandleKind,
        format!("the pointer is not aligned as a handle: not a {} game handle of this library", G::KIND),
    )
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
    // `u64` magic, and the caller promises `ptr` is one of them (its alignment checked first).
    let magic = unsafe { tag_of(ptr) }.ok_or_else(not_a_handle::<G>)?;
    if magic != magic_of::<G>() {
        return Err(BindingError::new(
            ErrorCode::WrongHandleKind,
            format!("the handle is not a {} game handle (another game's handle, or a freed one)", G::KIND),
        ));
    }
    let handle = ptr.cast::<Handle<G>>().cast_mut();
    // SAFETY: the magic says this is a live `Handle<G>`.
    if unsafe { (*handle).poisoned.load(Ordering::Acquire) } {
        return Err(BindingError::new(
            ErrorCode::PoisonedHandle,
            format!("this {} game handle was poisoned by an earlier internal panic; free it", G::KIND),
        ));
    }
    Ok(handle)
}

/// Run `body` on the session behind `ptr`, with panics caught; a panic poisons the handle.
/// While it runs the handle is marked busy: a call on the same handle meanwhile (another
/// thread's) returns [`ErrorCode::Busy`] without touching it.
///
/// # Safety
/// `ptr` is null or a live handle of this library (not freed during the call).
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
    // SAFETY: `check` verified the handle; `busy` is atomic, shared by every caller.
    let busy = unsafe { &(*handle).busy };
    if busy.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
        return fail(BindingError::new(
            ErrorCode::Busy,
            format!(
                "this {} game handle is in use by another call right now; use a handle from one thread at a time",
                G::KIND
            ),
        ));
    }
    // SAFETY: `check` verified the handle, and the busy flag just taken makes this the only
    // call using its session until the flag is released below.
    let session = unsafe { &mut (*handle).session };
    let code = match catch_unwind(AssertUnwindSafe(|| body(session))) {
        Ok(Ok(())) => ErrorCode::Ok,
        Ok(Err(error)) => fail(error),
        Err(payload) => {
            // SAFETY: as above; the session borrow ended with the closure.
            unsafe { (*handle).poisoned.store(true, Ordering::Release) };
            fail(BindingError::new(ErrorCode::Panic, panic_message(payload.as_ref())))
        }
    };
    busy.store(false, Ordering::Release);
    code
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
        // SAFETY: forwarded from the caller (the alignment checked first).
        let magic = unsafe { tag_of(ptr) };
        if magic == Some(magic_of::<G>()) {
            let handle = ptr.cast::<Handle<G>>();
            // SAFETY: the tag says this is a live `Handle<G>`; `busy` is atomic.
            if unsafe { &(*handle).busy }.compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
                set_last_error(&format!("refused to free a {} game handle in use by another call", G::KIND));
                return;
            }
            // SAFETY: made by `into_handle::<G>`, and no other call uses it (busy taken); clear
            // the tag so a double free is caught by `check` while the allocator has not reused
            // the memory.
            unsafe {
                (*handle).magic = 0;
                drop(Box::from_raw(handle));
            }
        } else {
            set_last_error(&format!("refused to free a handle that is not a {} game handle", G::KIND));
        }
    }));
}

/// Read a NUL-terminated UTF-8 string argument called `what`, of at most `kind`'s
/// [`InputKind::max_bytes`]: the bytes are scanned for the NUL only that far, so a longer string
/// is refused without reading the rest of it.
///
/// # Errors
/// [`ErrorCode::NullPointer`], [`ErrorCode::InputTooLarge`], [`ErrorCode::InvalidUtf8`].
///
/// # Safety
/// `ptr` is null or a valid NUL-terminated string.
pub unsafe fn read_str<'a>(ptr: *const c_char, what: &str, kind: InputKind) -> BindingResult<&'a str> {
    if ptr.is_null() {
        return Err(BindingError::new(ErrorCode::NullPointer, format!("{what} is null")));
    }
    let max = kind.max_bytes();
    // SAFETY: NUL-terminated by the caller's promise, so every byte up to the NUL is readable;
    // the scan stops at the NUL or one byte past the limit, whichever comes first.
    let len = (0..=max).find(|&i| unsafe { *ptr.add(i) } == 0).ok_or_else(|| kind.too_large(what))?;
    // SAFETY: the `len` bytes before the NUL are readable (above).
    let bytes = unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len) };
    std::str::from_utf8(bytes)
        .map_err(|e| BindingError::new(ErrorCode::InvalidUtf8, format!("{what} is not valid UTF-8: {e}")))
}

/// Parse the JSON string argument called `what` (of at most `kind`'s size, [`read_str`]) into
/// `T`; a failure says where in the JSON and what was expected ([`crate::session::parse_json`]).
///
/// # Safety
/// As [`read_str`].
pub unsafe fn read_json<T: serde::de::DeserializeOwned>(
    ptr: *const c_char,
    what: &str,
    kind: InputKind,
) -> BindingResult<T> {
    // SAFETY: forwarded.
    let text = unsafe { read_str(ptr, what, kind) }?;
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
