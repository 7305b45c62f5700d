// The library-wide calls: its version and the C ABI version it was built with.
using CongoNile.Native;

namespace CongoNile
{
    /// <summary>The native library itself.</summary>
    public static unsafe class Library
    {
        /// <summary>The C ABI version these declarations were generated against (the header's <c>CONGO_NILE_ABI_VERSION</c>).</summary>
        public const uint ExpectedAbiVersion = NativeMethods.CONGO_NILE_ABI_VERSION;

        /// <summary>The library's version, e.g. <c>"0.1.0"</c>.</summary>
        public static string Version { get { return Interop.Read(NativeMethods.congo_nile_version()); } }

        /// <summary>The C ABI version of the loaded library: equal to <see cref="ExpectedAbiVersion"/> when this layer fits it.</summary>
        public static uint AbiVersion { get { return NativeMethods.congo_nile_abi_version(); } }
    }
}
