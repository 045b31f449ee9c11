// Declarations in `if`, `while` and `switch` conditions, function
// prototypes inside function bodies, and functions declared inside a
// cbuffer (all accepted by DXC).
//
// `while (int n = next(i))` declares `n` before every iteration and leaves
// the loop when it converts to false; `if (uint m = …)` and
// `switch (int k = …)` scope the variable to the statement.

cbuffer Params : register(b0) {
    int count;
    float scale;
    // A function inside a cbuffer is a file-scope function that reads the
    // cbuffer's constants.
    float scaled(float x) { return x * scale; }
}

RWStructuredBuffer<int> results : register(u0);

int next(int i) { return count - i; }

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    // Defined after `main`: the prototype makes the call legal here.
    int twice(int v);

    int i = 0;
    int sum = 0;
    while (int n = next(i)) {
        sum += n;
        i++;
    }
    results[0] = sum;

    if (uint m = id.x & 1u) {
        results[1] = twice(int(m));
    } else {
        results[1] = -1;
    }

    [branch] switch (int k = i % 3) {
        case 0:
            results[2] = 10;
            break;
        case 1:
            results[2] = k + twice(k);
            break;
        default:
            results[2] = int(scaled(float(k)));
            break;
    }
}

int twice(int v) { return v * 2; }
