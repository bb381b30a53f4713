import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// A data router: the forms' "leave without saving?" prompt (useBlocker, src/components/form) needs
// one. Errors of a screen are shown by the root route's errorElement (src/app/route-error.tsx).
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
