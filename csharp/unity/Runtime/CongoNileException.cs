// The one exception type of the C# layer: a failed call of the C ABI, with its status.
using System;
using CongoNile.Native;

namespace CongoNile
{
    /// <summary>
    /// A call into the congo-nile library failed: <see cref="Status"/> is the C ABI's status
    /// (the numbers of the header's <c>CongoNileStatus</c>), <see cref="Exception.Message"/> the
    /// library's own message for it. A refused decision leaves the game untouched.
    /// </summary>
    public sealed class CongoNileException : Exception
    {
        /// <summary>The status the library returned (never <c>Ok</c>).</summary>
        public CongoNileStatus Status { get; private set; }

        /// <summary>The status as its number, e.g. 3 for <c>IllegalDecision</c>.</summary>
        public uint Code { get { return (uint)Status; } }

        /// <summary>The status's name, e.g. <c>"IllegalDecision"</c> (as the npm package's <c>codeName</c>).</summary>
        public string CodeName { get { return Status.ToString(); } }

        /// <summary>An exception for <paramref name="status"/> with the library's message.</summary>
        public CongoNileException(CongoNileStatus status, string message)
            : base(status + " (" + (uint)status + "): " + message)
        {
            Status = status;
        }
    }
}
