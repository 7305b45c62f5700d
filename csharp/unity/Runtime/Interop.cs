// Strings across the C ABI: UTF-8 in (NUL-terminated, borrowed for the call), UTF-8 out (owned,
// freed with congo_nile_string_free and nothing else), and the status check.
using System;
using System.Text;
using CongoNile.Native;

namespace CongoNile
{
    /// <summary>The C ABI's string and status conventions, in one place.</summary>
    internal static unsafe class Interop
    {
        /// <summary>NUL-terminated UTF-8 bytes of <paramref name="text"/>, for a <c>fixed</c> pointer.</summary>
        internal static byte[] Utf8(string text, string parameter)
        {
            if (text == null) throw new ArgumentNullException(parameter);
            var bytes = new byte[Encoding.UTF8.GetByteCount(text) + 1];
            Encoding.UTF8.GetBytes(text, 0, text.Length, bytes, 0);
            return bytes;
        }

        /// <summary>Read a NUL-terminated UTF-8 string, without freeing it.</summary>
        internal static string Read(byte* s)
        {
            if (s == null) return null;
            int length = 0;
            while (s[length] != 0) length++;
            return Encoding.UTF8.GetString(s, length);
        }

        /// <summary>Read a string the library returned and free it with the library's own free function.</summary>
        internal static string Take(byte* s)
        {
            try
            {
                return Read(s);
            }
            finally
            {
                NativeMethods.congo_nile_string_free(s);
            }
        }

        /// <summary>Throw a <see cref="CongoNileException"/> with this thread's last message unless <paramref name="status"/> is OK.</summary>
        internal static void Check(CongoNileStatus status)
        {
            if (status == CongoNileStatus.Ok) return;
            string message = Take(NativeMethods.congo_nile_last_error_message());
            throw new CongoNileException(status, message ?? "(no message)");
        }

        /// <summary>Call a function that writes a JSON string, check its status and take the string.</summary>
        internal static string Json(CongoNileStatus status, byte* outJson)
        {
            Check(status);
            return Take(outJson);
        }
    }
}
