// The few typed results (lists of names, team ids) read with DataContractJsonSerializer: it ships
// with Debian's mono (System.Runtime.Serialization) and with Unity's .NET profiles, so the layer
// needs no package. Setups, decisions, events, views and states stay JSON text.
using System.IO;
using System.Runtime.Serialization.Json;
using System.Text;

namespace CongoNile
{
    /// <summary>Reads the library's small fixed-shape JSON results into C# values.</summary>
    internal static class Json
    {
        /// <summary>Parse <paramref name="json"/> as a <typeparamref name="T"/> (arrays of strings or numbers).</summary>
        internal static T Parse<T>(string json)
        {
            using (var stream = new MemoryStream(Encoding.UTF8.GetBytes(json)))
            {
                return (T)new DataContractJsonSerializer(typeof(T)).ReadObject(stream);
            }
        }

        /// <summary>
        /// The top-level elements of a JSON array, each as its own JSON text, unchanged (e.g. each
        /// legal decision, ready for <c>Apply</c>). The library's JSON is compact and valid, so
        /// this only tracks nesting and strings.
        /// </summary>
        internal static string[] Elements(string array)
        {
            var elements = new System.Collections.Generic.List<string>();
            int depth = 0, start = -1;
            bool inString = false;
            for (int i = 0; i < array.Length; i++)
            {
                char c = array[i];
                if (inString)
                {
                    if (c == '\\') i++;
                    else if (c == '"') inString = false;
                    continue;
                }
                if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
                if (depth == 1 && start < 0 && c != ']' && c != ',') start = i;
                if (c == '"') inString = true;
                else if (c == '[' || c == '{') depth++;
                else if (c == ']' || c == '}') depth--;
                if (depth == 1 && c == ',' || depth == 0 && c == ']')
                {
                    if (start >= 0) elements.Add(array.Substring(start, i - start));
                    start = -1;
                }
            }
            return elements.ToArray();
        }
    }
}
