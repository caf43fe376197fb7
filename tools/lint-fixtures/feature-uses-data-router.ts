// The app routes declaratively: links, navigation and the URL's state pass; the data router's parts fail.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBlocker } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useRouteError } from 'react-router';

export const fixture: unknown[] = [Link, useNavigate, useSearchParams, useBlocker, createMemoryRouter, RouterProvider, useRouteError];
