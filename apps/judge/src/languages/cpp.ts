import { gcc } from './gcc.ts';

/** C++14, C++17 and C++20 with G++ 12. */
export const CPP = gcc('C++', { cpp: true, o2: false, std: 'c++14' });
export const CPP_O2 = gcc('C++ With O2', { cpp: true, o2: true, std: 'c++14' });
export const CPP17 = gcc('C++ 17', { cpp: true, o2: false, std: 'c++17' });
export const CPP17_O2 = gcc('C++ 17 With O2', { cpp: true, o2: true, std: 'c++17' });
export const CPP20 = gcc('C++ 20', { cpp: true, o2: false, std: 'c++20' });
export const CPP20_O2 = gcc('C++ 20 With O2', { cpp: true, o2: true, std: 'c++20' });
